import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Input } from '@colophon/shared/antd';
import { changeLanguage } from '../i18n/i18n';
import { PlainFormField } from './plain-form-field';

jest.setTimeout(20_000);

afterEach(() => act(() => changeLanguage('en')));

interface Values {
  email: string;
  code: string;
}

function Harness({ error }: { error?: string }) {
  const form = useForm<Values>({ defaultValues: { email: 'ada@colophon.test', code: '' } });
  return (
    <form>
      <PlainFormField name="email" control={form.control} id="sign-in-email" label="Email">
        <Input type="email" />
      </PlainFormField>
      <PlainFormField
        name="code"
        control={form.control}
        label="Code"
        render={(field, a11y) => <input {...field} {...a11y} data-testid="code" />}
      />
      <button type="button" onClick={() => error && form.setError('email', { message: error })}>
        fail
      </button>
      <output data-testid="values">{JSON.stringify(form.watch())}</output>
    </form>
  );
}

const fail = () => fireEvent.click(screen.getByText('fail'));

describe('PlainFormField', () => {
  it('names the control with its label and feeds react-hook-form', () => {
    render(<Harness />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('id', 'sign-in-email');
    expect(email).toHaveValue('ada@colophon.test');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).not.toHaveAttribute('aria-describedby');
    fireEvent.change(email, { target: { value: 'grace@colophon.test' } });
    expect(screen.getByTestId('values')).toHaveTextContent('"email":"grace@colophon.test"');
    // A render prop gets the same wiring; the default id is the name.
    expect(screen.getByLabelText('Code')).toBe(screen.getByTestId('code'));
    expect(screen.getByTestId('code')).toHaveAttribute('id', 'code');
  });

  it('shows the error under the control, links it and marks the control invalid', () => {
    render(<Harness error="Invalid email or password" />);
    fail();
    const email = screen.getByLabelText('Email');
    const error = screen.getByText('Invalid email or password');
    expect(error.id).toBe('sign-in-email-error');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', error.id);
    // antd's error look on the input, as inside a Form.Item with an error.
    expect(email).toHaveClass('ant-input-status-error');
  });

  it('renders a message code in the current language', async () => {
    render(<Harness error="auth.email" />);
    fail();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await act(() => changeLanguage('de'));
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Form, Input, Switch } from '@colophon/shared/antd';
import { changeLanguage } from '../i18n/i18n';
import { FieldFrame } from './field-frame';
import { FormField } from './form-field';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

afterEach(() => act(() => changeLanguage('en')));

interface Values {
  email: string;
  notify: boolean;
  profile: { orcid: string };
  keywords: string[];
}

interface HarnessProps {
  /** Errors set on the form once it is rendered (field → message). */
  errors?: Partial<Record<'email' | 'notify' | 'profile.orcid' | 'keywords.1', string>>;
  extra?: string;
  hideExtraOnError?: boolean;
  required?: boolean;
}

function Harness({ errors = {}, extra, hideExtraOnError, required }: HarnessProps) {
  const form = useForm<Values>({
    defaultValues: {
      email: 'ada@colophon.test',
      notify: false,
      profile: { orcid: '' },
      keywords: ['optics', ''],
    },
  });
  return (
    <Form layout="vertical">
      <FormField
        name="email"
        control={form.control}
        id="user-email"
        label="Email"
        required={required}
        extra={extra}
        hideExtraOnError={hideExtraOnError}
      >
        <Input type="email" />
      </FormField>
      <FormField
        name="notify"
        control={form.control}
        label="Notify"
        render={(field, a11y) => (
          <Switch {...a11y} checked={field.value} onChange={field.onChange} ref={field.ref} />
        )}
      />
      <FormField name="profile.orcid" control={form.control} label="ORCID">
        <Input />
      </FormField>
      <FormField
        name="keywords"
        control={form.control}
        label="Keywords"
        render={(field, a11y) => <Input {...a11y} value={field.value.join(', ')} readOnly />}
      />
      <button
        type="button"
        onClick={() =>
          Object.entries(errors).forEach(([name, message]) =>
            form.setError(name as 'email', { type: 'server', message }),
          )
        }
      >
        fail
      </button>
      <output data-testid="values">{JSON.stringify(form.watch())}</output>
    </Form>
  );
}

const fail = () => fireEvent.click(screen.getByText('fail'));

describe('FormField', () => {
  it('names the control with its label and feeds react-hook-form', () => {
    render(<Harness />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('id', 'user-email');
    expect(email).toHaveValue('ada@colophon.test');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    fireEvent.change(email, { target: { value: 'grace@colophon.test' } });
    expect(screen.getByTestId('values')).toHaveTextContent('"email":"grace@colophon.test"');
    // The default id is the path, dots as dashes; a render prop gets the same wiring.
    expect(screen.getByLabelText('ORCID')).toHaveAttribute('id', 'profile-orcid');
    fireEvent.click(screen.getByLabelText('Notify'));
    expect(screen.getByTestId('values')).toHaveTextContent('"notify":true');
  });

  it('shows the error, links it and marks the control invalid', () => {
    render(<Harness errors={{ email: 'The email has already been taken.' }} />);
    fail();
    const email = screen.getByLabelText('Email');
    const error = screen.getByText('The email has already been taken.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', error.id);
    expect(error.id).toBe('user-email-error');
  });

  it('renders a message code in the current language', async () => {
    render(<Harness errors={{ email: 'auth.email', 'profile.orcid': 'auth.email' }} />);
    fail();
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(2);
    // German is loaded on demand: the switch resolves once its texts are in.
    await act(() => changeLanguage('de'));
    expect(screen.getAllByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toHaveLength(2);
  });

  it("shows an item's error on its list field", () => {
    render(<Harness errors={{ 'keywords.1': 'Keyword 2 is empty' }} />);
    fail();
    const keywords = screen.getByLabelText('Keywords');
    expect(screen.getByText('Keyword 2 is empty')).toHaveAttribute('id', 'keywords-error');
    expect(keywords).toHaveAttribute('aria-invalid', 'true');
  });

  it('links the help, keeps it beside the error unless told, and marks required fields', () => {
    const { unmount } = render(<Harness extra="Your work address" required />);
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveAttribute('aria-describedby', 'user-email-extra');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Your work address')).toHaveAttribute('id', 'user-email-extra');
    unmount();

    render(<Harness extra="Your work address" errors={{ email: 'Taken' }} />);
    fail();
    expect(screen.getByLabelText('Email')).toHaveAttribute(
      'aria-describedby',
      'user-email-error user-email-extra',
    );
  });

  it('lets the error take the help’s place', () => {
    render(<Harness extra="Your work address" hideExtraOnError errors={{ email: 'Taken' }} />);
    fail();
    expect(screen.queryByText('Your work address')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', 'user-email-error');
  });
});

describe('FieldFrame', () => {
  it('wires a control outside react-hook-form', () => {
    render(
      <Form>
        <FieldFrame id="manuscript-file" label="File" error="auth.email" help="Choose a file">
          {(a11y) => <input type="file" {...a11y} />}
        </FieldFrame>
      </Form>,
    );
    const file = screen.getByLabelText('File');
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(file).toHaveAttribute('aria-describedby', 'manuscript-file-error');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    // `help` shows only while there is no error.
    expect(screen.queryByText('Choose a file')).toBeNull();
  });
});

import { type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';
import { Button, type ButtonProps } from '@colophon/shared/antd';

export type ButtonLinkProps = Omit<ButtonProps, 'href'> & { to: To };

/**
 * A real link (link role, open in a new tab) that looks like a button and
 * navigates through the router on a plain click. Wrapping a Button in a
 * <Link> instead would nest two interactive elements.
 */
export function ButtonLink({ to, onClick, ...rest }: ButtonLinkProps) {
  const href = useHref(to);
  const handleRouterClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...rest}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) handleRouterClick(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}

import { type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from '../router';
import { Button } from '@colophon/shared/antd';
import type { ButtonProps } from '@colophon/shared/antd';

export type ButtonLinkProps = Omit<ButtonProps, 'href'> & { to: To; replace?: boolean };

/**
 * A real link (right-click, open in new tab, link role) that looks like a
 * button and navigates through the router on a plain click.
 */
export function ButtonLink({ to, replace, onClick, ...rest }: ButtonLinkProps) {
  const href = useHref(to);
  const handleRouterClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
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

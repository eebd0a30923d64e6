import type { ComponentProps, ReactNode } from 'react';
import { Spinner, useRecipe } from '@chakra-ui/react';

/** The button size of a row's actions (the theme's button recipe). */
const ROW_ACTION_SIZE = 'xs';

/**
 * A table row's action (Record Payment, Edit, Remove): a plain button, styled once by its table
 * (`DataTable`'s body and its phone cards read `useRowActionCss`), as a page of rows repeats it on
 * every row and a styled component would compute its styles once per row and render. It looks as the
 * theme's xs `Button` does: solid by default, `variant="outline"`, `palette` another colour palette
 * (`error` for a removal). `loading` keeps its width, shows a spinner and disables it, as `Button`'s.
 */
export function RowAction({
  variant,
  palette,
  loading = false,
  disabled,
  children,
  ...rest
}: Omit<ComponentProps<'button'>, 'type'> & {
  variant?: 'outline';
  palette?: 'error';
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-row-action=""
      data-variant={variant}
      data-palette={palette}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="inherit" borderWidth="0.125em" color="inherit" data-part="spinner" /> : null}
      <span data-part="label">{children}</span>
    </button>
  );
}

/** A row's actions side by side, or stacked (`stacked`) where the table's last column is narrow. */
export function RowActions({ stacked = false, children, ...rest }: ComponentProps<'div'> & { stacked?: boolean }) {
  return (
    <div data-row-actions={stacked ? 'stacked' : ''} {...rest}>
      {children}
    </div>
  );
}

/**
 * The styles of `RowAction` and `RowActions` inside a list (a table's body, a list of cards): the
 * theme's button recipe for each look, each under its own selector so one look's rules never leak into
 * another's.
 */
export function useRowActionCss() {
  const button = useRecipe({ key: 'button' });
  return {
    '& [data-row-actions]': { display: 'flex', gap: '1', alignItems: 'center' },
    '& [data-row-actions="stacked"]': { flexDirection: 'column', alignItems: 'flex-start' },
    '& [data-row-action]:not([data-variant])': button({ size: ROW_ACTION_SIZE, variant: 'solid' }),
    '& [data-row-action][data-variant="outline"]': button({ size: ROW_ACTION_SIZE, variant: 'outline' }),
    '& [data-row-action][data-palette="error"]': { colorPalette: 'error' },
    '& [data-row-action] > [data-part="spinner"]': {
      position: 'absolute',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
    },
    '& [data-row-action][aria-busy="true"] > [data-part="label"]': { visibility: 'hidden' },
  };
}

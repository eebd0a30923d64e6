import { Suspense, useState, type ReactNode } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorState, LoadingState, NotFoundState } from '@/components/page-states';
import { serverMessageOr } from '@/lib/api/errors';
import { lazyOnIntent, type intentToOpen } from '@/lib/lazy-on-intent';

/**
 * An entity's detail page, the pattern every area copies (src/features/units/routes/unit-detail-route.tsx):
 *
 * ```tsx
 * export function Component() {
 *   return (
 *     <DetailRoute
 *       detail={unitQueries.detail} // queryFn: fetchRecord(…): `null` when gone
 *       text={UNIT_DETAIL_TEXT}
 *       remove={{ useDelete: useDeleteUnit, errorLog: 'Error deleting unit' }} // its onSuccess: markRecordDeleted
 *     >
 *       {(unit, remove) => <UnitDetail unit={unit} remove={remove} />}
 *     </DetailRoute>
 *   );
 * }
 * ```
 *
 * `DetailRoute` reads the record's id from the URL (`:id`), and holds the delete mutation (mounted
 * throughout): the record component unmounts the moment its record is marked deleted, and a mutation's
 * per-call callbacks (the navigation away) only run while its component is mounted. A page without a
 * delete leaves `remove` out. `DetailPage` is the states alone, for a page that finds its record
 * otherwise.
 */

/** The spec's texts for a detail page's states. */
export type DetailPageText = {
  /** The spinner's label, e.g. "Loading unit…". */
  loading: string;
  /** e.g. "Unit not found". */
  notFoundTitle: string;
  /** e.g. "The unit you're looking for doesn't exist or has been deleted." */
  notFoundText?: string;
  /** The not-found page's link back to the list (`paths.units.list()`). */
  listPath: string;
  /** e.g. "Back to Units". */
  listLabel: string;
} & (
  | {
      /** e.g. "Error loading unit". */
      errorTitle: string;
      /** e.g. "There was an error loading the unit information. Please try again later." */
      errorText: string;
    }
  /**
   * A spec that gives one text for a failed load and a missing record (a lease) leaves the error texts
   * out: a failed load shows the not-found state.
   */
  | { errorTitle?: undefined; errorText?: undefined }
);

/** What `DetailPage` reads of a detail query (`useQuery(…)` of a `fetchRecord` query: `null` is gone). */
export interface RecordQuery<T> {
  data: T | null | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
}

/**
 * The one wrapper of a detail page's states: loading (a spinner), error (the spec's text and Retry),
 * not found (a 404, or a record deleted earlier: `null`), just deleted here (nothing: the page is on its
 * way out, "not found" would flash), else `children(record)`.
 */
export function DetailPage<T>({
  query,
  leaving,
  text,
  children,
}: {
  query: RecordQuery<T>;
  /** `useDeleteAndLeave(…).leaving`: this page deleted its record and is leaving. */
  leaving: boolean;
  text: DetailPageText;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={text.loading} />;
  if (query.isError && text.errorTitle !== undefined)
    return (
      <ErrorState
        title={text.errorTitle}
        text={text.errorText}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  const record = query.isError ? null : query.data;
  if (record === null || record === undefined) {
    if (leaving && !query.isError) return null;
    return (
      <NotFoundState
        title={text.notFoundTitle}
        text={text.notFoundText}
        backTo={text.listPath}
        backLabel={text.listLabel}
      />
    );
  }
  return children(record);
}

/**
 * The top of an entity's detail page (properties, units, and the areas that copy them): a back link,
 * the entity's name as the page's h1 with its status badge, and the Edit and Delete buttons.
 */
export function DetailHeader({
  backTo,
  backLabel,
  title,
  badge,
  editLabel,
  onEdit,
  onDelete,
  editIntent,
}: {
  backTo: string;
  /** The back link's text, shown after "← ". */
  backLabel: ReactNode;
  title: ReactNode;
  badge?: ReactNode;
  editLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Handlers for intent on Edit: load the form before the click (`intentToOpen`). */
  editIntent?: ReturnType<typeof intentToOpen>;
}) {
  return (
    <Stack gap="2">
      <Text fontSize="sm">
        <RouterLink to={backTo}>← {backLabel}</RouterLink>
      </Text>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <HStack gap="3" wrap="wrap" minW="0">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {title}
          </Heading>
          {badge}
        </HStack>
        <HStack gap="2">
          <Button onClick={onEdit} {...editIntent}>
            {editLabel}
          </Button>
          <Button colorPalette="error" variant="outline" onClick={onDelete}>
            Delete
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}

// The confirmation (Chakra's dialog machinery) loads when a page first asks for it, not with the page.
const ConfirmDialog = lazyOnIntent(() => import('@/components/confirm-dialog').then((m) => m.ConfirmDialog));

/** The delete mutation as the confirmation shows it. */
interface DeleteState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * "Delete X" confirmation of a detail page: danger tone, a Delete button that shows the mutation's
 * progress, the server's message (or `errorText`) when it fails; closing forgets the failure.
 */
export function DeleteConfirmDialog({
  open,
  title,
  body,
  errorText,
  mutation,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  /** Shown when the delete fails without a server message. */
  errorText: string;
  mutation: DeleteState;
  onConfirm: () => void;
  onClose: () => void;
}) {
  // Mounted from its first opening on (so it can animate its closing).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={open}
        title={title}
        body={body}
        confirmLabel="Delete"
        tone="danger"
        isPending={mutation.isPending}
        error={mutation.isError ? serverMessageOr(mutation.error, errorText) : undefined}
        onConfirm={onConfirm}
        onClose={() => {
          mutation.reset();
          onClose();
        }}
      />
    </Suspense>
  );
}

/**
 * A detail page deleting its own record leaves for another page, and renders nothing meanwhile (its
 * record is gone: "not found" would flash). Only at the location the delete started from: back at the
 * record's URL later (the Back button, or a navigation before the router swapped pages) the page is a
 * new location and shows its not-found state, even when the router kept this component.
 */
export function useLeavingAfterDelete() {
  const { key } = useLocation();
  const [from, setFrom] = useState<string | null>(null);
  return {
    /** The delete starts here. */
    start: () => setFrom(key),
    /** The delete failed: the page stays. */
    cancel: () => setFrom(null),
    leaving: from === key,
  };
}

/** The delete mutation of a detail page's own record (`useDeleteUnit(id)`), as `useDeleteAndLeave` drives it. */
export interface DeleteMutation extends DeleteState {
  mutate: (variables: void, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * A detail page's delete: `deleteAndGo(to)` deletes the record (the mutation hook marks it deleted,
 * `markRecordDeleted`), then replaces the page with `to`; meanwhile `leaving` is true (for `DetailPage`).
 * A failure keeps the page, logs `errorLog` with the error, and the confirmation shows the message.
 * Pass the result as `DeleteConfirmDialog`'s `mutation`.
 */
export function useDeleteAndLeave(mutation: DeleteMutation, errorLog: string) {
  const navigate = useNavigate();
  const leaving = useLeavingAfterDelete();
  return {
    isPending: mutation.isPending,
    isError: mutation.isError,
    error: mutation.error,
    reset: mutation.reset,
    leaving: leaving.leaving,
    deleteAndGo: (to: string) => {
      leaving.start();
      mutation.mutate(undefined, {
        onSuccess: () => void navigate(to, { replace: true }),
        onError: (error) => {
          leaving.cancel();
          console.error(errorLog, error);
        },
      });
    },
  };
}

/** What `useDeleteAndLeave` returns: the record component's delete (its confirmation and its action). */
export type DeleteAndLeave = ReturnType<typeof useDeleteAndLeave>;

/** A page's delete of its own record: the mutation hook (`useDeleteUnit`) and what a failure logs. */
export interface DetailRouteDelete {
  useDelete: (id: string) => DeleteMutation;
  errorLog: string;
}

interface DetailRouteProps<T, K extends QueryKey> {
  /** The record's detail query (`unitQueries.detail`): `null` when the record is gone. */
  detail: (id: string) => UseQueryOptions<T | null, Error, T | null, K>;
  text: DetailPageText;
}

/**
 * A detail route's component: the record of the URL's `:id` through its detail query, in `DetailPage`'s
 * states; with `remove`, the page's delete (`useDeleteAndLeave`) is passed to `children` beside it.
 */
export function DetailRoute<T, K extends QueryKey>(
  props: DetailRouteProps<T, K> &
    (
      | { remove: DetailRouteDelete; children: (record: T, remove: DeleteAndLeave) => ReactNode }
      | { remove?: undefined; children: (record: T) => ReactNode }
    ),
) {
  const { id = '' } = useParams();
  // Two components, so that each calls its hooks on every render whichever kind of page this is.
  return props.remove ? (
    <DeletableDetail id={id} detail={props.detail} text={props.text} remove={props.remove}>
      {props.children}
    </DeletableDetail>
  ) : (
    <RecordDetail id={id} detail={props.detail} text={props.text} leaving={false}>
      {props.children}
    </RecordDetail>
  );
}

function RecordDetail<T, K extends QueryKey>({
  id,
  detail,
  leaving,
  text,
  children,
}: DetailRouteProps<T, K> & { id: string; leaving: boolean; children: (record: T) => ReactNode }) {
  const query = useQuery(detail(id));
  return (
    <DetailPage query={query} leaving={leaving} text={text}>
      {children}
    </DetailPage>
  );
}

function DeletableDetail<T, K extends QueryKey>({
  id,
  detail,
  text,
  remove: { useDelete, errorLog },
  children,
}: DetailRouteProps<T, K> & {
  id: string;
  remove: DetailRouteDelete;
  children: (record: T, remove: DeleteAndLeave) => ReactNode;
}) {
  const remove = useDeleteAndLeave(useDelete(id), errorLog);
  return (
    <RecordDetail id={id} detail={detail} text={text} leaving={remove.leaving}>
      {(record: T) => children(record, remove)}
    </RecordDetail>
  );
}

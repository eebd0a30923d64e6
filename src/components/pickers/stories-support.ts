/**
 * The scaffolding every picker story file shares: the frame a picker is shown in (its value in
 * state) and the Loading / Empty / Error stories of a picker whose data comes from one endpoint.
 * A new picker's story file passes its endpoint and its texts; only Populated (and any story of its
 * own) stays in the file. Plain .ts (createElement) so the story lint zone (stories-support.ts) covers it.
 */
import { createElement, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';

/** A picker with its value in state, in a box as wide as a form column and high enough for its list. */
export function PickerFrame({
  children,
}: {
  children: (value: string, onChange: (value: string) => void) => ReactNode;
}) {
  const [value, setValue] = useState('');
  return createElement(Box, { maxW: '480px', minH: '360px' }, children(value, setValue));
}

/** Waits (up to 5 s) for `text` in the story. */
export async function expectText(canvasElement: HTMLElement, text: string) {
  await expect(await within(canvasElement).findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
}

/** Waits (up to 5 s) for the option `option` (a select's placeholder) in the select named `select`. */
export async function expectSelectOption(canvasElement: HTMLElement, select: string, option: string) {
  const box = within(canvasElement).getByRole('combobox', { name: select });
  await expect(await within(box).findByRole('option', { name: option }, { timeout: 5000 })).toBeInTheDocument();
}

export interface PickerStateOptions {
  /** The endpoint the picker loads from (an MSW path, e.g. '/units' or '/tenant-unit-assignments/by-unit/:id'). */
  endpoint: string;
  /** The answers for "no records"; default an empty list page of `endpoint`. */
  emptyHandlers?: RequestHandler[];
  emptyText: string;
  errorText: string;
  /** A search picker: what is typed into the box (named `box`) before the state shows. */
  search?: { box: string | RegExp; text: string; emptyText?: string };
  /** Checked in the Loading story (after typing, for a search picker); none: Loading only renders. */
  loadingText?: string;
}

/** The Loading, Empty and Error stories of a picker. */
export function pickerStateStories({
  endpoint,
  emptyHandlers,
  emptyText,
  errorText,
  search,
  loadingText,
}: PickerStateOptions) {
  const type = async (canvasElement: HTMLElement, text: string | undefined) => {
    if (search && text) await userEvent.type(within(canvasElement).getByRole('combobox', { name: search.box }), text);
  };
  return {
    Loading: {
      parameters: { msw: { handlers: [scenarios.loading(endpoint)] } },
      ...(loadingText && {
        play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
          await type(canvasElement, search?.text);
          await expectText(canvasElement, loadingText);
        },
      }),
    },
    Empty: {
      parameters: { msw: { handlers: emptyHandlers ?? [scenarios.emptyList(endpoint)] } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await type(canvasElement, search?.emptyText ?? search?.text);
        await expectText(canvasElement, emptyText);
      },
    },
    Error: {
      parameters: { msw: { handlers: [scenarios.error(endpoint)] } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await type(canvasElement, search?.text);
        await expectText(canvasElement, errorText);
      },
    },
  };
}

import { QUICK_FIND_MIN_LENGTH, type QuickFindClient, type QuickFindFile } from '@hub/contract';
import { stripAgencySuffix } from '@hub/domain/branch-names';
import { formatUsDate } from '@hub/domain/time';
import {
  ActionIcon,
  Box,
  Combobox,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  useCombobox,
  useMantineTheme,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { errorDetail } from '@/lib/api-client';
import { useQuickFind } from '../api/get-quick-find';

export const QUICK_FIND_LABEL = 'Quick find';
export const QUICK_FIND_PLACEHOLDER = 'Order # or client  /';
export const TYPE_MORE = `Type at least ${QUICK_FIND_MIN_LENGTH} characters.`;
export const SEARCHING = 'Searching…';
export const NOTHING_FOUND = 'No files or clients found.';
export const QUICK_FIND_FAILED = 'Could not search.';

export type QuickFindProps = {
  onChooseFile: (file: QuickFindFile) => void;
  onChooseClient: (client: QuickFindClient) => void;
};

const fileValue = (file: QuickFindFile) => `file:${file.file_uuid}`;
const clientValue = (client: QuickFindClient) => `client:${client.client_id}`;

/** True when a key press belongs to a field being typed in (the '/' key is then just a character). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="textbox"]') !== null
  );
}

/** The '/' key, pressed outside any field and without a modifier, calls `onSlash`. */
function useSlashKey(onSlash: () => void) {
  const latest = useRef(onSlash);
  latest.current = onSlash;
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, []);
}

type QuickFindBoxProps = QuickFindProps & {
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called once a result is chosen (the phone's dialog closes). */
  onDone?: () => void;
  autoFocus?: boolean;
  /** The dropdown in place (inside the phone's dialog) rather than in a portal. */
  inline?: boolean;
};

/**
 * The search box and its list: files by the beginning of their order number and clients by name,
 * in two groups, chosen with the mouse or the arrow keys and Enter; Escape closes the list.
 */
function QuickFindBox({
  onChooseFile,
  onChooseClient,
  inputRef,
  onDone,
  autoFocus,
  inline,
}: QuickFindBoxProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 200);
  const typed = text.trim();
  const found = useQuickFind(q);
  const ready = q.length >= QUICK_FIND_MIN_LENGTH && typed.length >= QUICK_FIND_MIN_LENGTH;
  const answer = ready ? found.data : undefined;
  const files = answer?.files ?? [];
  const clients = answer?.clients ?? [];
  const count = files.length + clients.length;

  // The first result of each answer is the one Enter takes (the arrow keys move on from it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer; the store is the same object.
  useEffect(() => {
    if (count > 0) combobox.selectFirstOption();
  }, [answer]);

  const handleSubmit = (value: string) => {
    const file = files.find((candidate) => fileValue(candidate) === value);
    const client = clients.find((candidate) => clientValue(candidate) === value);
    combobox.closeDropdown();
    setText('');
    inputRef?.current?.blur();
    if (file) onChooseFile(file);
    else if (client) onChooseClient(client);
    onDone?.();
  };

  let message: string | null = null;
  if (typed.length < QUICK_FIND_MIN_LENGTH) message = TYPE_MORE;
  else if (!ready || (found.isFetching && count === 0) || found.isPending) message = SEARCHING;
  else if (found.isError && !answer) message = errorDetail(found.error, QUICK_FIND_FAILED);
  else if (count === 0) message = NOTHING_FOUND;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={handleSubmit}
      withinPortal={!inline}
      width={inline ? undefined : 360}
      position="bottom-start"
      shadow="md"
    >
      <Combobox.Target withExpandedAttribute autoComplete="off">
        <TextInput
          ref={inputRef}
          aria-label={QUICK_FIND_LABEL}
          placeholder={QUICK_FIND_PLACEHOLDER}
          value={text}
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !combobox.dropdownOpened) event.currentTarget.blur();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={typed === ''}>
        {/* The list stays in the page while empty (hidden), so the box's aria-controls names an element. */}
        <Combobox.Options
          hidden={count === 0}
          aria-label="Quick find results"
          mah={420}
          style={{ overflowY: 'auto' }}
        >
          {files.length > 0 && (
            <Combobox.Group label="Files">
              {files.map((file) => (
                <Combobox.Option key={file.file_uuid} value={fileValue(file)}>
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {file.order_number}
                    </Text>
                    <Text size="xs" c="inherit" opacity={0.85}>
                      {[
                        `Opened ${formatUsDate(file.open_date)}`,
                        file.branch_name && stripAgencySuffix(file.branch_name),
                        file.buyer,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {clients.length > 0 && (
            <Combobox.Group label="Clients">
              {clients.map((client) => (
                <Combobox.Option key={client.client_id} value={clientValue(client)}>
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {client.name}
                    </Text>
                    {client.company_name && (
                      <Text size="xs" c="inherit" opacity={0.85}>
                        {client.company_name}
                      </Text>
                    )}
                  </Stack>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
        </Combobox.Options>
        {message && (
          <Text size="sm" c="dimmed" px="sm" py="xs" role="status">
            {message}
          </Text>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}

function SearchIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Beyond the spec: the header's quick find. On a wide screen a search box; on a narrow one an icon
 * that opens the box in a dialog. The '/' key (outside any field) goes to it from every screen.
 */
export function QuickFind(props: QuickFindProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [opened, { open, close }] = useDisclosure(false);

  const wide = `(min-width: ${useMantineTheme().breakpoints.lg})`;

  useSlashKey(() => {
    // The box is in view on a wide screen (visibleFrom="lg"); on a narrow one the dialog opens.
    if (inputRef.current && window.matchMedia(wide).matches) inputRef.current.focus();
    else open();
  });

  return (
    <>
      <Box visibleFrom="lg" w={{ base: 200, xl: 240 }}>
        <QuickFindBox {...props} inputRef={inputRef} />
      </Box>
      <Group hiddenFrom="lg">
        <ActionIcon
          variant="subtle"
          color="white"
          size="lg"
          aria-label={QUICK_FIND_LABEL}
          aria-haspopup="dialog"
          onClick={open}
        >
          <SearchIcon />
        </ActionIcon>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title="Quick Find"
        yOffset="10dvh"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Box mih={320}>
          <QuickFindBox {...props} onDone={close} autoFocus inline />
        </Box>
      </Modal>
    </>
  );
}

import { TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchFormTile } from './tile';

export type SearchTileProps = {
  /** The tile's title, and the form's name. */
  title: string;
  description: string;
  /** The text box's name and placeholder ('Order number'). */
  fieldLabel: string;
  /**
   * The report to open for the typed text (trimmed), or null while the search cannot run yet (Search
   * is disabled; an empty text always is).
   */
  reportHref: (text: string) => string | null;
  /** More fields above the text box (Client Search's dates). */
  children?: ReactNode;
};

/** A dashboard tile that searches: a text box and Search, which opens a report (spec 001 search reports). */
export function SearchTile({ title, description, fieldLabel, reportHref, children }: SearchTileProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const query = text.trim();
  const href = query === '' ? null : reportHref(query);

  return (
    <SearchFormTile
      title={title}
      description={description}
      ready={href !== null}
      onSubmit={() => {
        if (href !== null) void navigate(href);
      }}
      fields={children}
    >
      <TextInput
        aria-label={fieldLabel}
        placeholder={fieldLabel}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        style={{ flex: 1 }}
      />
    </SearchFormTile>
  );
}

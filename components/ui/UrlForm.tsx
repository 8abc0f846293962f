import { useState } from 'react';

/**
 * A web address to fetch something from (a pack, a document) with its submit button. The address
 * reaches onSubmit trimmed; `clear` empties the field once the caller is done with it.
 */
export function UrlForm({
  className,
  label,
  placeholder,
  submitLabel,
  busy,
  blocked = false,
  onSubmit,
}: {
  className: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Work under way: the field and the button wait. */
  busy: boolean;
  /** The button waits for something else (a question open, sources not read yet). */
  blocked?: boolean;
  onSubmit(url: string, clear: () => void): void;
}) {
  const [url, setUrl] = useState('');
  return (
    <form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        const target = url.trim();
        if (target) onSubmit(target, () => setUrl(''));
      }}
    >
      <label>
        {label}
        <input
          type="url"
          placeholder={placeholder}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          disabled={busy}
        />
      </label>
      <button type="submit" disabled={busy || blocked || !url.trim()}>
        {submitLabel}
      </button>
    </form>
  );
}

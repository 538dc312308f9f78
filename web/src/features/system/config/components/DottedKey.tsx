import { Fragment } from 'react';

/** A dotted key (`sys.uploadFile.fileSize`) that a narrow column wraps only after a dot, never inside a word. */
export function DottedKey({ value }: { value: string }) {
  return (
    <span style={{ wordBreak: 'keep-all', overflowWrap: 'normal' }}>
      {value.split('.').map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              .<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

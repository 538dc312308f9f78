import { theme, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

interface Props {
  /** How big it looks: antd's heading level 4 or 5 (the document outline stays h2). */
  look?: 4 | 5;
  style?: CSSProperties;
  ellipsis?: boolean;
  children: ReactNode;
}

/**
 * A section's title inside a page. The page's h1 is its name (the shell's PageHeading), so a
 * section is an h2 whatever size it is drawn at: headings that jump from h1 to h5 leave screen
 * reader users guessing what they belong to.
 */
export function SectionTitle({ look = 5, style, ellipsis, children }: Props) {
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={2}
      ellipsis={ellipsis}
      style={{
        fontSize: look === 4 ? token.fontSizeHeading4 : token.fontSizeHeading5,
        lineHeight: look === 4 ? token.lineHeightHeading4 : token.lineHeightHeading5,
        ...style,
      }}
    >
      {children}
    </Typography.Title>
  );
}

import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { copyText } from '@/lib/clipboard';

/** A small button that puts `text` on the clipboard (and says so); `label` is its name and tooltip. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button
      type="text"
      size="small"
      icon={<CopyOutlined />}
      aria-label={label}
      title={label}
      onClick={() => void copyText(text)}
    />
  );
}

interface CopyTextProps {
  value: string;
  /** The copy button's name. */
  copyLabel: string;
  /** Masks the value until revealed: the eye button's name, while the value is shown or not. */
  revealLabel?: (shown: boolean) => string;
  /** Keeps to one line, cut short, where the column is narrow; otherwise long values wrap. */
  ellipsis?: boolean;
}

/** A value to copy (a link, a user name, a secret), or '-' when there is none. */
export function CopyText({ value, copyLabel, revealLabel, ellipsis = false }: CopyTextProps) {
  const [shown, setShown] = useState(!revealLabel);
  if (!value) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Flex align="center" gap={4} wrap={!ellipsis} style={ellipsis ? { minWidth: 0 } : undefined}>
      <Typography.Text code ellipsis={ellipsis} style={ellipsis ? { minWidth: 0 } : { wordBreak: 'break-all' }}>
        {shown ? value : '••••••••'}
      </Typography.Text>
      {revealLabel && (
        <Button
          type="text"
          size="small"
          icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={revealLabel(shown)}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        />
      )}
      <CopyButton text={value} label={copyLabel} />
    </Flex>
  );
}

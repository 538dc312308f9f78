import type { FlowProblem } from '@iot/contract';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUTOMATION } from '../texts';

interface Props {
  problems: FlowProblem[];
  /** Selects a problem's node (opens its drawer). */
  onNode: (nodeId: string) => void;
  onClose: () => void;
}

/** The last validation's problems: the whole flow's, and each node's as a link to the node. */
export function ProblemList({ problems, onNode, onClose }: Props) {
  const { t } = useTranslation(AUTOMATION);
  if (!problems.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable={{ onClose }}
      title={t('problems.title')}
      description={
        <ul
          aria-label={t('problems.title')}
          style={{ margin: 0, paddingInlineStart: 18, maxHeight: 120, overflow: 'auto' }}
        >
          {problems.map((p, i) => (
            <li key={`${p.nodeId ?? ''}-${i}`}>
              {p.nodeId ? (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0, height: 'auto' }}
                  onClick={() => onNode(p.nodeId!)}
                >
                  {t('problems.node', { id: p.nodeId })}
                </Button>
              ) : (
                <strong>{t('problems.graph')}</strong>
              )}
              {': '}
              {p.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}

import { Button, Result, type ResultProps } from 'antd';

interface Props {
  status: ResultProps['status'];
  title: string;
  subTitle: string;
  testId: string;
  /** The one way out the page offers. */
  action: { label: string; onClick: () => void };
}

/** The error pages' one shape: a result with one primary action. */
export function ErrorResult({ status, title, subTitle, testId, action }: Props) {
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      data-testid={testId}
      extra={
        <Button type="primary" onClick={action.onClick}>
          {action.label}
        </Button>
      }
    />
  );
}

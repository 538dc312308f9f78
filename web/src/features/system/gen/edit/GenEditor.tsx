import type { CodegenColumn, CodegenColumnListData, CodegenEditBody } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Steps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth } from '@/components/auth';
import { feedback } from '@/lib/feedback';
import { genApi, invalidateGen } from '../api';
import { LIST_PATH } from '../paths';
import { GEN } from '../texts';
import { BasicInfoStep } from './BasicInfoStep';
import { ColumnsStep } from './ColumnsStep';
import { columnProblems, infoToValues, toBody, treeProblems, type InfoValues, type Problem } from './editForm';
import { GenInfoStep } from './GenInfoStep';
import { useUnsavedGuard } from '@/components/unsaved-guard/useUnsavedGuard';

/** The form fields of steps 1 and 2, checked before leaving the step. */
const STEP_FIELDS: (keyof InfoValues)[][] = [
  ['tableName', 'tableComment', 'className', 'functionAuthor', 'sortColumn', 'sortType', 'remark'],
  ['tplCategory', 'packageName', 'businessName', 'functionName', 'menuPid', 'treeCode', 'treeParentCode', 'treeName'],
];
/** Names the server may refuse as colliding (51): the refusal is shown on the field it names. */
const NAMED_FIELDS: (keyof InfoValues)[] = ['businessName', 'className', 'packageName', 'tableName'];

const snapshot = (body: CodegenEditBody) => JSON.stringify(body);
/** useWatch's selector of every value (a copy: the store's object may be the same one, changed). */
const watchAll = (all: InfoValues) => ({ ...all });

/**
 * GFast's three-step editor (basic info, generation info, columns) with its checks, and ours: a
 * tree's columns must differ, relations and choice controls complete, numbers in number inputs, a
 * header checkbox per flag, and a question before unsaved edits are dropped.
 */
export function GenEditor({ tableId, data }: { tableId: number; data: CodegenColumnListData }) {
  const { t } = useTranslation([GEN, 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InfoValues>();
  const [initial] = useState(() => infoToValues(data.info));
  // Every value, also those set by code (the overwrite choices, the module name) and of hidden steps.
  const watched = Form.useWatch(watchAll, { form, preserve: true }) as InfoValues | undefined;
  const values: InfoValues = { ...initial, ...watched };
  const [columns, setColumns] = useState<CodegenColumn[]>(data.list);
  const [step, setStep] = useState(0);
  const [baseline, setBaseline] = useState(() => snapshot(toBody(tableId, initial, data.list)));
  const body = toBody(tableId, values, columns);
  const dirty = snapshot(body) !== baseline;
  // At the moment of leaving, read from the form itself: the watched values follow a tick later.
  const guard = useUnsavedGuard(
    () => snapshot(toBody(tableId, { ...initial, ...(form.getFieldsValue(true) as InfoValues) }, columns)) !== baseline,
    { content: t('edit.unsavedText') },
  );

  const show = (problems: Problem[]) => {
    const [first] = problems;
    if (!first) return true;
    setStep(first.step);
    if (first.field) form.setFields([{ name: first.field, errors: [t(first.key, first.values)] }]);
    feedback.message.error(t(first.key, first.values));
    return false;
  };
  /** Checks steps up to `last`; shows the first problem's step. */
  const check = async (last: number) => {
    for (let s = 0; s <= Math.min(last, 1); s++) {
      try {
        await form.validateFields(STEP_FIELDS[s]);
      } catch {
        setStep(s);
        feedback.message.error(t('edit.incomplete'));
        return false;
      }
    }
    const current = form.getFieldsValue(true) as InfoValues;
    return show([...(last >= 1 ? treeProblems(current) : []), ...(last >= 2 ? columnProblems(columns) : [])]);
  };

  const save = useMutation({
    mutationFn: (next: CodegenEditBody) => genApi.save(next),
    onSuccess: (_, next) => {
      setBaseline(snapshot(next));
      feedback.message.success(t('common:saved'));
      void invalidateGen(queryClient);
      // GFast closes the editor after saving.
      guard.leaveSaved(LIST_PATH);
    },
    onError: (err, next) => {
      // The request layer's RequestError carries the envelope's code.
      if ((err as { code?: unknown }).code !== 51) return;
      // A colliding name: the refusal goes on the field whose value it quotes.
      const field = NAMED_FIELDS.find((f) => {
        const value = String(next[f as keyof CodegenEditBody] ?? '');
        return value && err.message.includes(value);
      });
      if (!field) return;
      setStep(STEP_FIELDS[0].includes(field) ? 0 : 1);
      form.setFields([{ name: field, errors: [err.message] }]);
    },
  });
  const submit = async () => {
    if (!(await check(2))) return;
    save.mutate(toBody(tableId, form.getFieldsValue(true) as InfoValues, columns));
  };
  const go = async (target: number) => {
    // Back is free; forward only past checked steps (GFast's wizard, without its one-at-a-time).
    if (target <= step) return setStep(target);
    if (await check(target - 1)) setStep(target);
  };

  return (
    <Card
      title={t('edit.title', { name: data.info.tableName })}
      extra={dirty && <Tag color="warning">{t('edit.unsaved')}</Tag>}
    >
      {guard.blocker}
      <Steps
        current={step}
        onChange={(s) => void go(s)}
        style={{ marginBottom: 24 }}
        items={(['basic', 'gen', 'columns'] as const).map((k, i) => ({ title: `${i + 1}. ${t(`steps.${k}`)}` }))}
      />
      <Form<InfoValues> form={form} name="genEdit" layout="vertical" initialValues={initial}>
        {/* Steps 1 and 2 stay mounted while hidden, so saving checks both. */}
        <div hidden={step !== 0}>
          <BasicInfoStep form={form} columns={columns} />
        </div>
        <div hidden={step !== 1}>
          <GenInfoStep form={form} columns={columns} />
        </div>
      </Form>
      {step === 2 && (
        <ColumnsStep
          columns={columns}
          onChange={setColumns}
          treeParentCode={values.tplCategory === 'tree' ? values.treeParentCode : undefined}
        />
      )}
      <Flex gap={8} wrap justify="flex-end" style={{ marginTop: 24 }}>
        <Button onClick={() => navigate(LIST_PATH)}>{t('edit.close')}</Button>
        {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('edit.prev')}</Button>}
        {step < 2 && <Button onClick={() => void go(step + 1)}>{t('edit.next')}</Button>}
        <Auth value={PERMISSIONS.codegen.edit}>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('common:save')}
          </Button>
        </Auth>
      </Flex>
    </Card>
  );
}

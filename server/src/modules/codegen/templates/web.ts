// web/src/features/<area>/<name>/ and the view file: api with query options, texts in three
// languages, the list page (configured columns and search fields), the dialog (configured
// controls), the feature's index and a test.
import { controlOf, formType, type Control } from './controls.ts';
import { constName, linkedFields, lit, nameFieldOf, type GenField, type GenModel } from './model.ts';

const linkKey = (f: GenField) => `${f.name}Options`;
const dictVar = (type: string) => `dicts[${lit(type)}]`;
/** The field naming a row in confirmations. */
const labelField = (m: GenModel) =>
  m.tree?.label ?? m.fields.find((f) => f.list && f.kind === 'text' && !f.isPk) ?? m.pk;

export function apiTemplate(m: GenModel): string {
  const { Name, name } = m;
  const links = linkedFields(m);
  const { detail, exportFile } = m.options;
  const types = [
    Name,
    `${Name}AddBody`,
    `${Name}EditBody`,
    ...(exportFile ? [`${Name}ExportQuery`] : []),
    ...(m.options.importFile ? [`${Name}ImportResult`] : []),
    `${Name}ListData`,
    `${Name}ListQuery`,
    ...(links.length ? [`${Name}Option`] : []),
  ];
  return `// ${m.title}: the calls and one queryOptions factory per query.
import type { ${types.join(', ')} } from '@iot/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** The list's filters as the search form sends them (numbers may still be text) and ${m.tree ? 'no pages' : 'the page'}. */
export type ${Name}ListParams = Partial<Record<keyof ${Name}ListQuery, unknown>>;
${exportFile ? `\n/** The list's filters and the file's format. */\nexport type ${Name}ExportParams = Partial<Record<keyof ${Name}ExportQuery, unknown>>;\n` : ''}
const base = ${lit(m.paths.apiBase)};

export const ${name}Api = {
  list: (params: ${Name}ListParams) => http.get<${Name}ListData>(\`\${base}/list\`, params),
  get: (${m.pk.name}: number) => http.get<${Name}>(\`\${base}/get\`, { ${m.pk.name} }),
  add: (body: ${Name}AddBody) => http.post<null>(\`\${base}/add\`, body),
  edit: (body: ${Name}EditBody) => http.put<null>(\`\${base}/edit\`, body),
  delete: (ids: number[]) => http.del<null>(\`\${base}/delete\`, { ids }),
${exportFile ? `  export: (params: ${Name}ExportParams) => http.download(\`\${base}/export\`, params),\n` : ''}${
    m.options.importFile
      ? `  /** Rows from an XLSX or CSV file (multipart). */
  async import(file: File): Promise<${Name}ImportResult> {
    const form = new FormData();
    form.append('file', file);
    // The multipart type keeps axios from turning the form into JSON; the browser adds the boundary.
    const body = await http.call<${Name}ImportResult>({
      method: 'POST',
      url: \`\${base}/import\`,
      data: form,
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    return body.data as ${Name}ImportResult;
  },
`
      : ''
  }${links.map((f) => `  ${linkKey(f)}: () => http.get<${Name}Option[]>(\`\${base}/${f.name}Options\`),`).join('\n')}
};

/** The prefix of every query of this feature. */
const KEY = [${lit(name)}] as const;

export const ${name}ListQuery = (params: ${Name}ListParams) =>
  queryOptions({ queryKey: [...KEY, 'list', params] as const, queryFn: () => ${name}Api.list(params) });
${
  detail
    ? `
/** One row, as the detail view shows it. */
export const ${name}DetailQuery = (${m.pk.name}: number) =>
  queryOptions({ queryKey: [...KEY, 'get', ${m.pk.name}] as const, queryFn: () => ${name}Api.get(${m.pk.name}) });
`
    : ''
}${links
    .map(
      (f) => `
/** The choices of ${f.label}. */
export const ${name}${f.name[0].toUpperCase()}${f.name.slice(1)}OptionsQuery = () =>
  queryOptions({ queryKey: [...KEY, ${lit(linkKey(f))}] as const, queryFn: () => ${name}Api.${linkKey(f)}(), staleTime: 60_000 });`,
    )
    .join('\n')}

/** After a write: every query of this feature. */
export const invalidate${Name} = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: KEY });
`;
}

const optionsQueryName = (m: GenModel, f: GenField) =>
  `${m.name}${f.name[0].toUpperCase()}${f.name.slice(1)}OptionsQuery`;

export function textsJsonTemplate(m: GenModel): string {
  const three = (s: string) => [s, s, s];
  const field = Object.fromEntries(m.fields.map((f) => [f.name, three(f.label)]));
  const texts = {
    title: three(m.title),
    field,
    add: [`新增${m.title}`, `Add ${m.title}`, `新增${m.title}`],
    edit: [`修改${m.title}`, `Edit ${m.title}`, `修改${m.title}`],
    batchDelete: ['批量删除', 'Delete selected', '批次刪除'],
    batchDeleteConfirm: [
      '确定要删除选中的 {{count}} 项吗？',
      'Delete the {{count}} selected rows?',
      '確定要刪除選取的 {{count}} 項嗎？',
    ],
    max: [
      '{{field}}最多 {{max}} 个字符',
      '{{field}} must be at most {{max}} characters',
      '{{field}}最多 {{max}} 個字元',
    ],
    yes: ['是', 'Yes', '是'],
    no: ['否', 'No', '否'],
    ...(m.options.detail && {
      detail: ['详情', 'Detail', '詳情'],
      detailTitle: [`${m.title}详情`, `${m.title} details`, `${m.title}詳情`],
    }),
    ...(m.editFields.some((f) => controlOf(f, m) === 'richtext') && {
      editor: {
        bold: ['粗体', 'Bold', '粗體'],
        italic: ['斜体', 'Italic', '斜體'],
        underline: ['下划线', 'Underline', '底線'],
        heading: ['标题', 'Heading', '標題'],
        bulletList: ['无序列表', 'Bulleted list', '無序清單'],
        orderedList: ['有序列表', 'Numbered list', '有序清單'],
        link: ['链接', 'Link', '連結'],
        linkPrompt: ['链接地址', 'Link address', '連結網址'],
        clear: ['清除格式', 'Clear formatting', '清除格式'],
        image: ['插入图片', 'Insert image', '插入圖片'],
      },
    }),
    ...(m.options.importFile && {
      import: {
        action: ['导入', 'Import', '匯入'],
        title: [`导入${m.title}`, `Import ${m.title}`, `匯入${m.title}`],
        hint: [
          '第一行是表头（字段名称），每行一条记录',
          'The first row names the fields; then one row each',
          '第一列是表頭（欄位名稱），每列一筆記錄',
        ],
      },
    }),
    ...(m.options.exportFile && {
      export: {
        action: ['导出', 'Export', '匯出'],
        xlsx: ['导出 Excel', 'Export as Excel', '匯出 Excel'],
        csv: ['导出 CSV', 'Export as CSV', '匯出 CSV'],
        done: ['导出成功', 'Exported', '匯出成功'],
      },
    }),
  };
  return `${JSON.stringify(texts, null, 2)}\n`;
}

export function textsTsTemplate(m: GenModel): string {
  return `// ${m.title}: the page's texts, registered when the page loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const ${m.name}Texts = fromJson(texts);

export const ${constName(m.name)} = defineTexts(${lit(m.name)}, ${m.name}Texts);
`;
}

/** How a list cell shows a value. */
function cellOf(f: GenField, c: Control, m: GenModel): string | null {
  const v = 'value';
  // Users and departments come with their names (the server reads them beside the ids).
  if (m.namedFields.includes(f))
    return f.kind === 'intArray'
      ? `(_: unknown, row: ${m.Name}) => row.${nameFieldOf(f)}.join(', ')`
      : `(_: unknown, row: ${m.Name}) => row.${nameFieldOf(f)}`;
  switch (c) {
    case 'dictSelect':
    case 'dictRadio':
      return `(${v}: unknown) => dictLabel(${dictVar(f.dictType)}, ${v})`;
    case 'dictMulti':
      return `(${v}: unknown[]) => (${v} ?? []).map((x) => dictLabel(${dictVar(f.dictType)}, x)).join(', ')`;
    case 'linkSelect':
      return `(${v}: unknown) => optionLabel(${f.name}Choices, ${v})`;
    case 'linkMulti':
      return `(${v}: unknown[]) => (${v} ?? []).map((x) => optionLabel(${f.name}Choices, x)).join(', ')`;
    case 'switch':
      return `(${v}: boolean | null) => (${v} ? t('yes') : t('no'))`;
    case 'image':
      return `(${v}: string) => (${v} ? <Image src={fileUrl(${v}.split(',')[0])} width={40} height={40} /> : null)`;
    case 'tags':
    case 'users':
      return `(${v}: unknown[]) => (${v} ?? []).join(', ')`;
    default:
      void m;
      return null;
  }
}

function searchFieldOf(f: GenField, c: Control): string {
  const label = `t('field.${f.name}')`;
  if (f.queryType === 'BETWEEN' && (f.kind === 'date' || f.kind === 'datetime'))
    return `{ name: ${lit(f.name)}, label: ${label}, control: <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} /> }`;
  if (c === 'dictSelect' || c === 'dictRadio' || c === 'dictMulti')
    return `{ name: ${lit(f.name)}, label: ${label}, options: ${dictVar(f.dictType)} }`;
  if (c === 'linkSelect' || c === 'linkMulti')
    return `{ name: ${lit(f.name)}, label: ${label}, options: ${f.name}Choices }`;
  if (c === 'switch')
    return `{ name: ${lit(f.name)}, label: ${label}, options: [{ value: 1, label: t('yes') }, { value: 0, label: t('no') }] }`;
  if (f.kind === 'int' || f.kind === 'float')
    return `{ name: ${lit(f.name)}, label: ${label}, control: <InputNumber style={{ width: '100%' }} /> }`;
  return `{ name: ${lit(f.name)}, label: ${label} }`;
}

export function pageTemplate(m: GenModel): string {
  const { Name, name } = m;
  const NS = constName(name);
  const listed = m.listFields.map((f) => ({ f, c: controlOf(f, m) }));
  const searched = m.queryFields.filter((f) => !f.isArray).map((f) => ({ f, c: controlOf(f, m) }));
  const used = [...listed, ...searched];
  const dicts = [...new Set(used.filter(({ c }) => c.startsWith('dict')).map(({ f }) => f.dictType))];
  const links = [...new Map(used.filter(({ c }) => c.startsWith('link')).map(({ f }) => [f.name, f])).values()];
  const linkSources = links.filter((f) => linkedFields(m).some((l) => l.name === f.name));
  const hasImage = listed.some(({ c }) => c === 'image');
  const hasRange = searched.some(({ f }) => f.queryType === 'BETWEEN' && (f.kind === 'date' || f.kind === 'datetime'));
  const hasNumberSearch = searched.some(
    ({ f, c }) =>
      (f.kind === 'int' || f.kind === 'float') &&
      !c.startsWith('dict') &&
      !c.startsWith('link') &&
      !(f.queryType === 'BETWEEN'),
  );
  const antd = [hasRange && 'DatePicker', hasImage && 'Image', hasNumberSearch && 'InputNumber'].filter(
    Boolean,
  ) as string[];
  const columns = listed.map(({ f, c }) => {
    const render = cellOf(f, c, m);
    // A user or department column shows a name: as wide as text.
    const textual = f.kind === 'text' || m.namedFields.includes(f);
    const width = textual
      ? f.minWidth
      : f.kind === 'datetime'
        ? 170
        : f.kind === 'int' || f.kind === 'float' || f.kind === 'bool'
          ? 100
          : f.minWidth;
    return `    {
      title: t('field.${f.name}'),
      dataIndex: ${lit(f.name)},
      ${textual ? `minWidth: ${width}` : `width: ${width}`},${f.ellipsis || textual ? '\n      ellipsis: true,' : ''}${f.fixed ? "\n      fixed: 'left'," : ''}${render ? `\n      render: ${render},` : ''}
    },`;
  });
  const filters = searched.map(({ f }) => {
    const type =
      f.queryType === 'BETWEEN' && (f.kind === 'date' || f.kind === 'datetime')
        ? '[Dayjs | null, Dayjs | null]'
        : f.kind === 'int' || f.kind === 'float'
          ? 'number | string'
          : 'string | number';
    return `  ${f.name}?: ${type};`;
  });
  const tree = m.tree;
  const label = labelField(m);
  const { detail, exportFile, virtual } = m.options;
  if (detail) antd.push('Button');
  const request = tree ? 'view.params' : 'view.request';
  const importFile = m.options.importFile;
  if (importFile) antd.push('Button');
  const extra = [
    importFile &&
      `          <Auth value={PERMISSIONS.${name}.import}>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('import.action')}
            </Button>
          </Auth>`,
    exportFile &&
      `          <Auth value={PERMISSIONS.${name}.export}>
            <ExportButton ns={${NS}} fileName=${lit(name)} download={(format) => ${name}Api.export({ ...${request}, format })} />
          </Auth>`,
  ].filter(Boolean);
  return `// ${m.title}: search, ${tree ? 'the tree' : 'the paged list'}, add / edit / delete (also in batches)${detail ? ', details' : ''}${importFile ? ', import' : ''}${exportFile ? ', export' : ''}.
${detail || importFile ? `import { ${[detail && 'EyeOutlined', importFile && 'UploadOutlined'].filter(Boolean).join(', ')} } from '@ant-design/icons';` : ''}
import type { ${Name} } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { ${tree ? '' : 'keepPreviousData, '}useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
${antd.length ? `import { ${[...new Set(antd)].sort().join(', ')} } from 'antd';` : ''}
import type { ColumnsType } from 'antd/es/table';
${hasRange ? "import type { Dayjs } from 'dayjs';" : ''}
${detail || importFile ? "import { useState } from 'react';" : ''}
import { useTranslation } from 'react-i18next';
${detail || exportFile || importFile ? "import { Auth } from '@/components/auth';" : ''}
${exportFile ? "import { ExportButton } from '@/components/list-page/ExportButton';" : ''}
import { ListPage } from '@/components/list-page/ListPage';
import { useActionsColumn } from '@/components/list-page/RowActions';
import { useListPage } from '@/components/list-page/useListPage';
${tree ? "import { useTreeExpansion } from '@/components/list-page/useTreeExpansion';" : ''}
${hasImage ? "import { fileUrl } from '@/features/system/attachment';" : ''}
${dicts.length ? "import { useDict } from '@/lib/dict';" : ''}
import { feedback } from '@/lib/feedback';
${tree ? "import { buildTree } from '@/lib/tree';" : ''}
import { ${[`${name}Api`, `${name}ListQuery`, `invalidate${Name}`, ...linkSources.map((f) => optionsQueryName(m, f))].sort().join(', ')} } from './api';
${detail ? `import { ${Name}Detail } from './components/${Name}Detail';` : ''}
import { ${Name}Dialog } from './components/${Name}Dialog';
${importFile ? `import { ${Name}ImportDialog } from './components/${Name}ImportDialog';` : ''}
${dicts.length || links.length ? "import { dictLabel, optionLabel } from './components/labels';" : ''}
import { ${NS} } from './texts';

interface Filters {
${filters.join('\n')}
}

/** ${m.title}: the list and its dialog. */
export function ${Name}Page() {
  const { t } = useTranslation([${NS}, 'common']);
  const queryClient = useQueryClient();
${dicts.length ? `  const dicts = useDict(${dicts.map(lit).join(', ')});\n` : ''}${linkSources.map((f) => `  const ${f.name}Choices = useQuery(${optionsQueryName(m, f)}()).data ?? [];`).join('\n')}
  const view = useListPage<Filters, ${Name}>();
${detail ? `  const [detail, setDetail] = useState<number>();\n` : ''}${importFile ? '  const [importing, setImporting] = useState(false);\n' : ''}  const list = useQuery({ ...${name}ListQuery(${tree ? 'view.params' : 'view.request'})${tree ? '' : ', placeholderData: keepPreviousData'} });
  const flat = list.data?.list ?? [];
${
  tree
    ? `  const rows = buildTree(flat, { id: ${lit(tree.code.name)}, parentId: ${lit(tree.parent.name)} });
  const expansion = useTreeExpansion(rows, (r) => r.${tree.code.name});`
    : `  const rows = flat;
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);`
}

  const afterChange = () => void invalidate${Name}(queryClient);
  const remove = useMutation({
    mutationFn: (items: ${Name}[]) => ${name}Api.delete(items.map((r) => r.${m.pk.name})),
    onSuccess: (_, items) => {
      feedback.message.success(t('common:deleted'));
      view.unselect(items.map((r) => r.${m.pk.name}));
      afterChange();
    },
  });
  const actions = useActionsColumn<${Name}>({
    permissions: PERMISSIONS.${name},
    name: (row) => String(row.${label.name} ?? row.${m.pk.name}),
    onEdit: view.openDialog,
    onDelete: (row) => remove.mutateAsync([row]).catch(() => undefined),${
      detail
        ? `
    width: 240,
    before: (row) => (
      <Auth value={PERMISSIONS.${name}.get}>
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(row.${m.pk.name})}>
          {t('detail')}
        </Button>
      </Auth>
    ),`
        : ''
    }
  });
  const columns: ColumnsType<${Name}> = [
${columns.join('\n')}
    actions,
  ];
  const selectedRows = flat.filter((r) => view.selected.includes(r.${m.pk.name}));

  return (
    <ListPage<Filters, ${Name}>
      search={{
        ...view.searchProps,
        name: ${lit(`${name}Search`)},
        fields: [
${searched.map(({ f, c }) => `          ${searchFieldOf(f, c)},`).join('\n')}
        ],
        cols: { field: { xs: 24, sm: 12, lg: 6 }, buttons: { xs: 24, sm: 12, lg: 6 } },
      }}
      toolbar={{
        add: { permission: PERMISSIONS.${name}.add, onClick: () => view.openDialog() },
        batchDelete: {
          permission: PERMISSIONS.${name}.delete,
          label: t('batchDelete'),
          confirm: t('batchDeleteConfirm', { count: selectedRows.length }),
          onConfirm: () => remove.mutateAsync(selectedRows),
        },${tree ? '\n        tree: expansion.tree,' : ''}${extra.length === 1 ? `\n        extra: (\n${extra[0]}\n        ),` : extra.length ? `\n        extra: (\n          <>\n${extra.join('\n')}\n          </>\n        ),` : ''}
      }}
      rowKey=${lit(m.pk.name)}
      columns={columns}
      rows={rows}
      loading={list.isFetching}${virtual ? '\n      virtual' : ''}
      ${tree ? 'selection={{ selected: view.selected, onSelect: view.setSelected }}\n      expandable={expansion.expandable}' : '{...view.tableProps(total)}'}
    >
      {view.dialogProps && <${Name}Dialog {...view.dialogProps}${tree ? ' nodes={flat}' : ''} onSaved={afterChange} />}${detail ? `\n      <${Name}Detail ${m.pk.name}={detail} onClose={() => setDetail(undefined)} />` : ''}${importFile ? `\n      {importing && <${Name}ImportDialog onClose={() => setImporting(false)} onImported={afterChange} />}` : ''}
    </ListPage>
  );
}
`;
}

/** How the detail view shows a field of the row \`r\`. */
function detailValueOf(f: GenField, c: Control, m: GenModel): string {
  const v = `r.${f.name}`;
  if (m.namedFields.includes(f))
    return f.kind === 'intArray' ? `r.${nameFieldOf(f)}.join(', ')` : `r.${nameFieldOf(f)}`;
  switch (c) {
    case 'dictSelect':
    case 'dictRadio':
      return `dictLabel(${dictVar(f.dictType)}, ${v})`;
    case 'dictMulti':
      return `(${v} ?? []).map((x) => dictLabel(${dictVar(f.dictType)}, x)).join(', ')`;
    case 'linkSelect':
      return `optionLabel(${f.name}Choices, ${v})`;
    case 'linkMulti':
      return `(${v} ?? []).map((x) => optionLabel(${f.name}Choices, x)).join(', ')`;
    case 'switch':
      return `${v} ? t('yes') : t('no')`;
    case 'image':
      return `${v} ? ${v}.split(',').map((p) => <Image key={p} src={fileUrl(p)} width={80} />) : null`;
    case 'richtext':
      // The stored HTML in a sandbox: shown as written, never run.
      return `<iframe title={t('field.${f.name}')} sandbox="" srcDoc={${v} ?? ''} style={{ width: '100%', minHeight: 160, border: 0 }} />`;
    case 'tags':
    case 'users':
      return `(${v} ?? []).join(', ')`;
    default:
      return f.kind === 'bool' ? `${v} ? t('yes') : t('no')` : v;
  }
}

/** components/<Name>Detail.tsx: one row read through \`get\`, its detail fields in their detail order. */
export function detailTemplate(m: GenModel): string {
  const { Name, name } = m;
  const NS = constName(name);
  const shown = m.detailFields.map((f) => ({ f, c: controlOf(f, m) }));
  const dicts = [
    ...new Set(
      shown.filter(({ f, c }) => c.startsWith('dict') && !m.namedFields.includes(f)).map(({ f }) => f.dictType),
    ),
  ];
  const links = shown
    .filter(({ f, c }) => c.startsWith('link') && linkedFields(m).some((l) => l.name === f.name))
    .map(({ f }) => f);
  const hasImage = shown.some(({ c }) => c === 'image');
  const wide = (c: Control) => ['textarea', 'richtext', 'image', 'file'].includes(c);
  const items = shown.map(
    ({ f, c }) =>
      `            { key: ${lit(f.name)}, label: t('field.${f.name}'), span: ${wide(c) ? 24 : f.colSpan}, children: ${detailValueOf(f, c, m)} },`,
  );
  return `// ${m.title}: one row, read when the drawer opens, its detail fields in their detail order.
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, ${hasImage ? 'Image, ' : ''}Spin } from 'antd';
import { useTranslation } from 'react-i18next';
${hasImage ? "import { fileUrl } from '@/features/system/attachment';" : ''}
${dicts.length ? "import { useDict } from '@/lib/dict';" : ''}
import { ${[`${name}DetailQuery`, ...links.map((f) => optionsQueryName(m, f))].sort().join(', ')} } from '../api';
import { ${NS} } from '../texts';
${dicts.length || links.length ? "import { dictLabel, optionLabel } from './labels';" : ''}

/** The row's details; open while \`${m.pk.name}\` is set. */
export function ${Name}Detail({ ${m.pk.name}, onClose }: { ${m.pk.name}: number | undefined; onClose: () => void }) {
  const { t } = useTranslation([${NS}, 'common']);
${dicts.length ? `  const dicts = useDict(${dicts.map(lit).join(', ')});\n` : ''}${links.map((f) => `  const ${f.name}Choices = useQuery(${optionsQueryName(m, f)}()).data ?? [];\n`).join('')}  const detail = useQuery({ ...${name}DetailQuery(${m.pk.name} ?? 0), enabled: ${m.pk.name} !== undefined });
  const r = detail.data;
  return (
    <Drawer open={${m.pk.name} !== undefined} onClose={onClose} title={t('detailTitle')} size={720}>
      {!r ? (
        <Spin spinning={detail.isFetching} />
      ) : (
        <Descriptions
          column={24}
          size="small"
          bordered
          items={[
${items.join('\n')}
          ]}
        />
      )}
    </Drawer>
  );
}
`;
}

/** components/<Name>ImportDialog.tsx: the list kit's import dialog, with this module's template and hint. */
export function importDialogTemplate(m: GenModel): string {
  const { Name, name } = m;
  const NS = constName(name);
  const header = m.editFields
    .map((f) => (/[",\r\n]/.test(f.label) ? `"${f.label.replace(/"/g, '""')}"` : f.label))
    .join(',');
  return `// Import ${m.title} from an XLSX or CSV file; shows which rows were refused and why.
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '@/components/import-dialog';
import { saveFile } from '@/lib/saveFile';
import { ${name}Api } from '../api';
import { ${NS} } from '../texts';

/** The header row the server reads: the form's fields by their labels. */
const TEMPLATE = ${lit(`${header}\r\n`)};

/** A CSV template made here, with a byte-order mark so spreadsheet programs read it as UTF-8. */
function downloadTemplate() {
  saveFile(new Blob(['\\uFEFF', TEMPLATE], { type: 'text/csv;charset=utf-8' }), ${lit(`${name}-template.csv`)});
}

interface Props {
  onClose: () => void;
  /** Some rows went in: the list is read again. */
  onImported: () => void;
}

export function ${Name}ImportDialog(props: Props) {
  const { t } = useTranslation(${NS});
  return (
    <ImportDialog
      {...props}
      title={t('import.title')}
      name=${lit(`${name}Import`)}
      hint={t('import.hint')}
      onTemplate={downloadTemplate}
      send={(file) => ${name}Api.import(file)}
    />
  );
}
`;
}

export function labelsTemplate(): string {
  return `// How a list shows a dictionary value or a related row: by its label.
import type { ReactNode } from 'react';

/** A choice's label, or the value itself when no choice has it (the choices may still load). */
export function dictLabel(options: { value: string | number; label: ReactNode }[], value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  return options.find((o) => String(o.value) === String(value))?.label ?? String(value);
}

export const optionLabel = dictLabel;
`;
}

/** A form control of a field. */
function controlJsx(f: GenField, c: Control, m: GenModel): string {
  const max = f.maxLength ? ` maxLength={${f.maxLength}}` : '';
  switch (c) {
    case 'textarea':
      return `<Input.TextArea rows={3}${max} />`;
    case 'richtext':
      return `<RichText ns={${constName(m.name)}} aria-label={label(${lit(f.name)})} onUploadImage={uploadImage} />`;
    case 'number':
      return `<InputNumber${f.kind === 'int' ? ' precision={0}' : ''} style={{ width: '100%' }} />`;
    case 'switch':
      return '<Switch />';
    case 'date':
      return "<DatePicker style={{ width: '100%' }} />";
    case 'datetime':
      return "<DatePicker showTime style={{ width: '100%' }} />";
    case 'dictSelect':
      return `<Select allowClear options={${dictVar(f.dictType)}} />`;
    case 'dictRadio':
      return `<Radio.Group options={${dictVar(f.dictType)}} />`;
    case 'dictMulti':
      return `<Select mode="multiple" allowClear options={${dictVar(f.dictType)}} />`;
    case 'linkSelect':
      return `<Select allowClear showSearch optionFilterProp="label" options={${f.name}Choices} />`;
    case 'linkMulti':
      return `<Select mode="multiple" allowClear optionFilterProp="label" options={${f.name}Choices} />`;
    case 'tags':
      return '<Select mode="tags" />';
    case 'user':
      return '<UserSelect multiple={false} />';
    case 'users':
      return '<UserSelect />';
    case 'dept':
      return '<DeptTreeSelect allowClear />';
    case 'treeParent':
      return `<TreeSelect allowClear treeData={parentChoices} fieldNames={{ label: 'title', value: 'value' }} />`;
    case 'image':
      return `<FileField kind="singleImg" multiple={${f.htmlType === 'images'}} />`;
    case 'file':
      return `<FileField kind="singleFile" multiple={${f.htmlType === 'files'}} />`;
    default:
      void m;
      return `<Input${max} />`;
  }
}

/** The form value of a row's field (the dialog copies the row). */
function initialOf(f: GenField, c: Control): string {
  const v = `row?.${f.name}`;
  switch (c) {
    case 'number':
      return `${v} ?? null`;
    case 'switch':
      return `${v} ?? false`;
    case 'date':
    case 'datetime':
      return `${v} ? dayjs(${v}) : null`;
    case 'dictMulti':
    case 'linkMulti':
    case 'tags':
    case 'users':
      return `${v} ?? []`;
    case 'user':
      return `${v} ? [${v}] : []`;
    case 'dept':
    case 'treeParent':
      return `${v} || undefined`;
    case 'dictSelect':
    case 'dictRadio':
    case 'linkSelect':
      return `${v} === null || ${v} === undefined ? undefined : String(${v})`;
    default:
      return `${v} ?? ''`;
  }
}

/** The body value of a form field. */
function bodyOf(f: GenField, c: Control): string {
  const v = `v.${f.name}`;
  const num = f.kind === 'int' || f.kind === 'float' || f.kind === 'intArray';
  switch (c) {
    case 'number':
      return f.required ? `${v} ?? 0` : `${v} ?? undefined`;
    case 'switch':
      return v;
    case 'date':
      return f.required ? `${v}?.format('YYYY-MM-DD') ?? ''` : `${v}?.format('YYYY-MM-DD')`;
    case 'datetime':
      return f.required ? `${v}?.format('YYYY-MM-DD HH:mm:ss') ?? ''` : `${v}?.format('YYYY-MM-DD HH:mm:ss')`;
    case 'dictMulti':
    case 'linkMulti':
    case 'tags':
      return num ? `${v}.map(Number)` : `${v}.map(String)`;
    case 'users':
      return v;
    case 'user':
      return f.required ? `${v}[0] ?? 0` : `${v}[0]`;
    case 'dept':
    case 'treeParent':
      return f.required ? `${v} ?? 0` : v;
    case 'dictSelect':
    case 'dictRadio':
    case 'linkSelect':
      if (num) return f.required ? `Number(${v} ?? 0)` : `${v} === undefined ? undefined : Number(${v})`;
      return f.required ? `String(${v} ?? '')` : `${v} === undefined ? undefined : String(${v})`;
    default:
      return `${v}.trim()`;
  }
}

export function dialogTemplate(m: GenModel): string {
  const { Name, name } = m;
  const NS = constName(name);
  const edited = m.editFields.map((f) => ({ f, c: controlOf(f, m) }));
  const dicts = [...new Set(edited.filter(({ c }) => c.startsWith('dict')).map(({ f }) => f.dictType))];
  const links = edited
    .filter(({ c, f }) => c.startsWith('link') && linkedFields(m).some((l) => l.name === f.name))
    .map(({ f }) => f);
  const has = (...cs: Control[]) => edited.some(({ c }) => cs.includes(c));
  const antd = new Set(['Col', 'Form', 'Row']);
  if (has('input', 'textarea')) antd.add('Input');
  if (has('number')) antd.add('InputNumber');
  if (has('switch')) antd.add('Switch');
  if (has('date', 'datetime')) antd.add('DatePicker');
  if (has('dictSelect', 'dictMulti', 'linkSelect', 'linkMulti', 'tags')) antd.add('Select');
  if (has('dictRadio')) antd.add('Radio');
  if (has('treeParent')) antd.add('TreeSelect');
  const tree = m.tree;
  const values = edited.map(({ f, c }) => `  ${f.name}: ${formType(c)};`);
  const items = edited.map(({ f, c }) => {
    const rule =
      f.kind === 'text' || f.kind === 'decimal' || f.kind === 'int'
        ? `rules(fields.${f.name}, label(${lit(f.name)}))`
        : f.required
          ? '[{ required: true }]'
          : '[]';
    // Wide controls keep the whole row; the others take their configured columns of 24.
    const wide = ['textarea', 'richtext', 'image', 'file'].includes(c);
    return `        <Col ${wide ? 'span={24}' : `xs={24} sm={${f.colSpan}}`}>
          <Form.Item name=${lit(f.name)} label={label(${lit(f.name)})} rules={${rule}}${c === 'switch' ? ' valuePropName="checked"' : ''}>
            ${controlJsx(f, c, m)}
          </Form.Item>
        </Col>`;
  });
  const fieldKeys = m.fields.map((f) => lit(f.name)).join(' | ');
  return `import type { ${Name}, ${Name}AddBody } from '@iot/contract';
import { ${name}AddBody } from '@iot/contract/${name}';
import { ${[...antd].sort().join(', ')} } from 'antd';
${has('date', 'datetime') ? "import dayjs, { type Dayjs } from 'dayjs';" : ''}
${has('dictSelect', 'dictRadio', 'dictMulti') ? '' : ''}${links.length ? "import { useQuery } from '@tanstack/react-query';" : ''}
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
${has('richtext') ? "import { RichText } from '@/components/rich-text';" : ''}
${has('richtext') ? "import { fileUrl, uploadFile } from '@/features/system/attachment';" : ''}
${has('dept') ? "import { DeptTreeSelect } from '@/features/system/dept';" : ''}
${has('user', 'users') ? "import { UserSelect } from '@/features/system/user';" : ''}
${dicts.length ? "import { useDict } from '@/lib/dict';" : ''}
${tree ? "import { buildTree } from '@/lib/tree';" : ''}
import { ${[`${name}Api`, ...links.map((f) => optionsQueryName(m, f))].join(', ')} } from '../api';
import { ${NS} } from '../texts';
${has('image', 'file') ? "import { FileField } from './FileField';" : ''}

const fields = ${name}AddBody.shape;
${
  has('richtext')
    ? `
/** An image put into rich text is uploaded and inserted by its URL. */
const uploadImage = (file: File) => uploadFile('singleImg', file).then((res) => fileUrl(res.path));
`
    : ''
}
interface Values {
${values.join('\n')}
}

interface Props extends DialogProps {
  /** The row being edited; absent when adding. */
  row?: ${Name};${tree ? `\n  /** Every node, for the parent's choices. */\n  nodes: ${Name}[];` : ''}
}
${
  tree
    ? `
/** The nodes as a tree of choices, without the edited node and what is below it. */
function parentTree(nodes: ${Name}[], exclude: number | undefined) {
  type Choice = { value: number; title: string; children?: Choice[] };
  const toChoice = (n: ${Name} & { children?: ${Name}[] }): Choice => ({
    value: n.${tree.code.name},
    title: String(n.${tree.label.name}),
    children: n.children?.filter((c) => c.${tree.code.name} !== exclude).map(toChoice),
  });
  return buildTree(nodes, { id: ${lit(tree.code.name)}, parentId: ${lit(tree.parent.name)} })
    .filter((n) => n.${tree.code.name} !== exclude)
    .map(toChoice);
}
`
    : ''
}
/** Add or edit ${m.title}; the row is copied into the form, so cancelling leaves the table as it was. */
export function ${Name}Dialog({ row, ${tree ? 'nodes, ' : ''}...dialog }: Props) {
  const { t } = useTranslation([${NS}, 'common']);
  const rules = useFieldRules(\`\${${NS}}:max\`);
${dicts.length ? `  const dicts = useDict(${dicts.map(lit).join(', ')});\n` : ''}${links.map((f) => `  const ${f.name}Choices = useQuery(${optionsQueryName(m, f)}()).data ?? [];\n`).join('')}${tree ? `  const parentChoices = parentTree(nodes, row?.${tree.code.name});\n` : ''}  const label = (key: ${fieldKeys}) => t(\`field.\${key}\`);
  return (
    <FormDialog<Values, ${Name}AddBody>
      {...dialog}
      title={t(row ? 'edit' : 'add')}
      width={720}
      name=${lit(`${name}Form`)}
      initialValues={{
${edited.map(({ f, c }) => `        ${f.name}: ${initialOf(f, c)},`).join('\n')}
      }}
      toBody={(v) => ({
${edited.map(({ f, c }) => `        ${f.name}: ${bodyOf(f, c)},`).join('\n')}
      })}
      send={(body) => (row ? ${name}Api.edit({ ...body, ${m.pk.name}: row.${m.pk.name} }) : ${name}Api.add(body))}
    >
      <Row gutter={16}>
${items.join('\n')}
      </Row>
    </FormDialog>
  );
}
`;
}

export function fileFieldTemplate(): string {
  return `import { UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { fileUrl, uploadFile } from '@/features/system/attachment';

interface Props {
  /** One path, or several joined by commas. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  kind: 'singleImg' | 'singleFile';
  multiple?: boolean;
}

/** A file or image column as a form control: uploads through the attachment feature, keeps the paths. */
export function FileField({ value = '', onChange, id, kind, multiple = false }: Props) {
  const [busy, setBusy] = useState(false);
  const paths = value ? value.split(',') : [];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {paths.map((p) =>
        kind === 'singleImg' ? (
          <img key={p} src={fileUrl(p)} alt="" style={{ maxWidth: 120, maxHeight: 80 }} />
        ) : (
          <a key={p} href={fileUrl(p)} target="_blank" rel="noreferrer">
            {p.split('/').pop()}
          </a>
        ),
      )}
      <Upload
        id={id}
        accept={kind === 'singleImg' ? 'image/*' : undefined}
        showUploadList={false}
        customRequest={({ file, onSuccess, onError }) => {
          setBusy(true);
          uploadFile(kind, file as Blob)
            .then((res) => {
              const next = multiple ? [...paths, res.path] : [res.path];
              onChange?.(next.join(','));
              onSuccess?.(res);
            })
            .catch((e: unknown) => onError?.(e as Error))
            .finally(() => setBusy(false));
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} />
      </Upload>
      {paths.length > 0 && <Button size="small" onClick={() => onChange?.('')}>×</Button>}
    </Space>
  );
}
`;
}

export function featureIndexTemplate(m: GenModel): string {
  return `// ${m.title}: the page and its dialog.
export { ${m.Name}Page } from './${m.Name}Page';
`;
}

export function viewTemplate(m: GenModel): string {
  return `// Menu component path ${m.paths.component}: ${m.title}.
export { ${m.Name}Page as default } from '@/${m.paths.feature.replace(/^web\/src\//, '')}';
`;
}

export function webTestTemplate(m: GenModel): string {
  const { Name, name } = m;
  const sample: Record<string, unknown> = Object.fromEntries(m.fields.map((f) => [f.name, sampleValue(f)]));
  for (const f of m.namedFields) sample[nameFieldOf(f)] = f.kind === 'intArray' ? [] : `Sample ${f.name} name`;
  const label = labelField(m);
  return `import type { ${Name} } from '@iot/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { ${Name}Page } from './index';
import { ${constName(name)}, ${name}Texts } from './texts';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const row: ${Name} = ${JSON.stringify(sample)};

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/list')) return { list: [row]${m.tree ? '' : ', total: 1, currentPage: 1'} };
    if (url.endsWith('Options')) return [];
    if (url.includes('/dict/')) return { values: [] };
    throw new Error(\`unexpected GET \${url}\`);
  });
}

setUpPageTests({ serve });

describe('${m.title}', () => {
  it('lists the rows it is given', async () => {
    renderWithProviders(<${Name}Page />);
    expect(await screen.findAllByText(${lit(String(sample[label.name]))})).not.toHaveLength(0);
    expect(http.get).toHaveBeenCalledWith(${lit(`${m.paths.apiBase}/list`)}, expect.anything());
  });

  itHasEveryLanguage(${constName(name)}, ${name}Texts);
});
`;
}

function sampleValue(f: GenField): unknown {
  switch (f.kind) {
    case 'int':
    case 'float':
      return f.isPk ? 1 : 1;
    case 'bool':
      return true;
    case 'date':
      return '2026-01-15';
    case 'datetime':
      return '2026-01-15 10:00:00';
    case 'intArray':
      return [];
    case 'textArray':
      return [];
    case 'decimal':
      return '1.5';
    default:
      return f.htmlType === 'imagefile' || f.htmlType === 'file' ? '' : `Sample ${f.name}`;
  }
}

import type { FlowDetail, FlowRunDetail } from '@iot/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/http';
import { http } from '@/test/httpMock';
import { byText, fill, setUpPageTests } from '@/test/page';
import { mockMedia, renderWithProviders } from '@/test/render';
import { AutomationDesignPage } from '../index';
import { stubReactFlow } from './reactFlowStubs';

vi.mock('@/lib/http', async () => ({
  ...(await import('@/test/httpMock')),
  RequestError: (await vi.importActual<typeof import('@/lib/http')>('@/lib/http')).RequestError,
}));
const { saveFile } = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock('@/lib/saveFile', () => ({ saveFile }));

const graph: FlowDetail['graph'] = {
  nodes: [
    { id: 'manual_1', type: 'trigger.manual', position: { x: 0, y: 0 }, data: {} },
    {
      id: 'condition_1',
      type: 'logic.condition',
      position: { x: 250, y: 0 },
      data: { key: 'sensor.level', operator: 'gt', value: 50 },
    },
    { id: 'webhook_1', type: 'action.webhook', position: { x: 500, y: 0 }, data: { url: '', secret: '' } },
  ],
  edges: [
    { id: 'manual_1->condition_1', source: 'manual_1', target: 'condition_1' },
    {
      id: 'condition_1:true->webhook_1',
      source: 'condition_1',
      target: 'webhook_1',
      sourceHandle: 'true',
      label: 'true',
    },
  ],
};
const flow: FlowDetail = { id: 7, name: 'Level alert', remark: 'tank', status: 0, version: 1, graph };

const runDetail: FlowRunDetail = {
  run: {
    id: 31,
    flowId: 7,
    trigger: 'trigger.manual',
    status: 'ok',
    error: '',
    deviceKey: '',
    dropped: 2,
    depth: 0,
    startedAt: '2026-11-27 10:00:00',
    finishedAt: '2026-11-27 10:00:01',
  },
  steps: [
    {
      nodeId: 'manual_1',
      type: 'trigger.manual',
      status: 'ok',
      input: { sensor: { level: 80 } },
      output: { sensor: { level: 80 } },
      error: '',
      startedAt: null,
      ms: 1,
    },
    {
      nodeId: 'condition_1',
      type: 'logic.condition',
      status: 'ok',
      input: { sensor: { level: 80 } },
      output: { sensor: { level: 80 } },
      error: '',
      startedAt: null,
      ms: 2,
    },
    {
      nodeId: 'webhook_1',
      type: 'action.webhook',
      status: 'error',
      input: { sensor: { level: 80 } },
      output: null,
      error: 'HTTP 500',
      startedAt: null,
      ms: 45,
    },
  ],
};

const property = (key: string, name: string, valueType: Record<string, unknown>) => ({
  key,
  name,
  desc: '',
  accessMode: 1,
  valueType,
});
const model = {
  key: 'tank',
  name: 'Tank',
  properties: [
    property('level', 'Level', { type: 'int', min: 0, max: 100 }),
    property('note', 'Note', { type: 'string' }),
  ],
  functions: [],
  events: [],
  tags: [],
};
const propertyFlow: FlowDetail = {
  ...flow,
  graph: {
    nodes: [
      {
        id: 'property_1',
        type: 'trigger.property',
        position: { x: 0, y: 0 },
        data: { productKey: 'tank', deviceKey: '', key: 'level', operator: 'between', value: [10, 20] },
      },
    ],
    edges: [],
  },
};

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/automation/flow/get')) return structuredClone(flow);
    if (url.endsWith('/automation/flow/runs')) return { list: [runDetail.run], total: 1, currentPage: 1 };
    if (url.endsWith('/automation/flow/run/detail')) return runDetail;
    if (url.endsWith('/alarm/level/all')) return { list: [] };
    if (url.endsWith('/api/v1/product/list')) return { product: [{ key: 'tank', name: 'Tank' }] };
    if (url.endsWith('/api/v1/product/detail')) return { data: { key: 'tank', name: 'Tank', tsl: model } };
    if (url.endsWith('/product/device/page_list'))
      return { device: [{ key: 'tank_1', name: 'Tank 1', productKey: 'tank' }], Total: 1, currentPage: 1 };
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockResolvedValue({ id: 12 });
  http.put.mockResolvedValue(null);
}

setUpPageTests({ serve });
beforeAll(stubReactFlow);

const openNew = () => renderWithProviders(<AutomationDesignPage />, { route: '/iot/automation/design' });
const openFlow = async () => {
  renderWithProviders(<AutomationDesignPage />, { route: '/iot/automation/design?id=7' });
  await screen.findByTestId('node-webhook_1');
};
const tool = (name: string) => screen.getByRole('button', { name });
const frame = () => screen.getByRole('toolbar').parentElement as HTMLElement;
/** The graph the last flow/add or flow/edit sent. */
const sentGraph = (call: typeof http.post | typeof http.put) =>
  (call.mock.calls.at(-1)?.[1] as { graph: FlowDetail['graph'] }).graph;

async function saveAs(name: string) {
  fireEvent.click(byText('Save'));
  const title = await screen.findByText('Save the flow');
  const dialog = screen.getAllByRole('dialog').find((d) => d.contains(title))!;
  fill(within(dialog).getByLabelText('Flow name'), name);
  fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
}

describe('automation designer', { timeout: 60000 }, () => {
  it('adds a node from the palette by keyboard and opens its settings', async () => {
    openNew();
    const item = await screen.findByRole('button', { name: 'Add node: Manual run' });
    fireEvent.keyDown(item, { key: 'Enter' });
    expect(await screen.findByTestId('node-manual_1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add node: Webhook' }));
    expect(await screen.findByTestId('node-webhook_1')).toBeInTheDocument();
    expect(await screen.findByText('Node: Webhook')).toBeInTheDocument();
  });

  it('writes the drawer form into the node and saves the graph in the contract shape', async () => {
    openNew();
    fireEvent.click(await screen.findByRole('button', { name: 'Add node: Manual run' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add node: Webhook' }));
    fill(await screen.findByLabelText('URL'), 'https://example.com/hook');
    await waitFor(() => expect(screen.getByTestId('node-webhook_1')).toHaveTextContent('https://example.com/hook'));
    await saveAs('Hook on demand');
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/v1/automation/flow/add', expect.anything()));
    const body = http.post.mock.calls.find(([url]) => String(url).endsWith('/flow/add'))![1];
    expect(body).toEqual({
      name: 'Hook on demand',
      remark: '',
      graph: {
        nodes: [
          { id: 'manual_1', type: 'trigger.manual', position: { x: 80, y: 80 }, data: {} },
          {
            id: 'webhook_1',
            type: 'action.webhook',
            position: { x: 80, y: 190 },
            data: { url: 'https://example.com/hook', secret: '' },
          },
        ],
        edges: [],
      },
    });
    // The new flow gets its address.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/iot/automation/design'));
  });

  it('edits a saved flow: the graph goes to flow/edit with its edges and labels', async () => {
    await openFlow();
    await saveAs('Level alert');
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/api/v1/automation/flow/edit', expect.anything()));
    expect(http.put.mock.calls.at(-1)?.[1]).toEqual({ id: 7, name: 'Level alert', remark: 'tank', graph });
  });

  it('shows validation problems on the nodes and the whole flow’s in a list', async () => {
    http.post.mockResolvedValueOnce({
      ok: false,
      problems: [
        { nodeId: 'webhook_1', message: 'The URL is missing' },
        { nodeId: null, message: 'A flow needs a trigger' },
      ],
    });
    await openFlow();
    fireEvent.click(byText('Validate'));
    await waitFor(() => expect(screen.getByTestId('node-webhook_1')).toHaveAttribute('data-problem', 'true'));
    expect(screen.getByTestId('node-condition_1')).not.toHaveAttribute('data-problem');
    expect(http.post).toHaveBeenCalledWith('/api/v1/automation/flow/validate', { graph });
    const list = screen.getByRole('list', { name: 'Problems' });
    expect(within(list).getByText(/A flow needs a trigger/)).toBeInTheDocument();
    // A problem's link opens its node.
    fireEvent.click(within(list).getByRole('button', { name: 'Node webhook_1' }));
    expect(await screen.findByText('Node: Webhook')).toBeInTheDocument();
  });

  it('marks the node a refused enable names', async () => {
    http.put.mockRejectedValueOnce(new RequestError('Node webhook_1: the URL is missing', 51));
    await openFlow();
    fireEvent.click(byText('Enable'));
    await waitFor(() => expect(screen.getByTestId('node-webhook_1')).toHaveAttribute('data-problem', 'true'));
    expect(http.put).toHaveBeenCalledWith('/api/v1/automation/flow/setStatus', { id: 7, status: 1 });
  });

  it('downloads the graph as JSON and imports it back', async () => {
    await openFlow();
    fireEvent.click(tool('Download JSON'));
    const blob = saveFile.mock.calls[0][0] as Blob;
    expect(saveFile.mock.calls[0][1]).toBe('Level alert.json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual(graph);

    // Clear, then import the download: the same graph again.
    fireEvent.click(tool('Clear the canvas'));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByTestId('node-webhook_1')).toBeNull());
    const file = new File([text], 'flow.json', { type: 'application/json' });
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
    expect(await screen.findByTestId('node-webhook_1')).toBeInTheDocument();
    await saveAs('Level alert');
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/api/v1/automation/flow/edit', expect.anything()));
    expect(sentGraph(http.put)).toEqual(graph);
  });

  it('refuses an import that is not a flow', async () => {
    await openFlow();
    const file = new File(['{"nodes": 3}'], 'x.json', { type: 'application/json' });
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
    expect(await screen.findByText("Not a flow's JSON")).toBeInTheDocument();
    expect(screen.getByTestId('node-webhook_1')).toBeInTheDocument();
  });

  it('undoes and redoes with the keyboard and the buttons', async () => {
    openNew();
    fireEvent.click(await screen.findByRole('button', { name: 'Add node: Manual run' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add node: Delay' }));
    await screen.findByTestId('node-delay_1');
    fireEvent.keyDown(frame(), { key: 'z', ctrlKey: true });
    await waitFor(() => expect(screen.queryByTestId('node-delay_1')).toBeNull());
    expect(screen.getByTestId('node-manual_1')).toBeInTheDocument();
    fireEvent.keyDown(frame(), { key: 'z', ctrlKey: true, shiftKey: true });
    expect(await screen.findByTestId('node-delay_1')).toBeInTheDocument();
    fireEvent.click(tool('Undo (Ctrl+Z)'));
    fireEvent.click(tool('Undo (Ctrl+Z)'));
    await waitFor(() => expect(screen.queryByTestId('node-manual_1')).toBeNull());
    expect(tool('Undo (Ctrl+Z)')).toBeDisabled();
    fireEvent.click(tool('Redo (Ctrl+Shift+Z)'));
    expect(await screen.findByTestId('node-manual_1')).toBeInTheDocument();
  });

  it('draws a chosen run on the canvas and shows a node’s input, output and error', async () => {
    await openFlow();
    fireEvent.click(byText('Debug'));
    fireEvent.click(await screen.findByRole('button', { name: /2026-11-27 10:00:00/ }));
    await waitFor(() => expect(within(screen.getByTestId('node-webhook_1')).getByText('45 ms')).toBeInTheDocument());
    expect(within(screen.getByTestId('node-condition_1')).getByText('ok')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByTestId('node-webhook_1'));
    });
    const step = await screen.findByRole('region', { name: 'Run of node webhook_1' });
    expect(within(step).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(step).getByLabelText('Input')).toHaveTextContent('"level": 80');
    expect(screen.getByText(/2 firing\(s\) just before were dropped/)).toBeInTheDocument();
  });

  it('offers the operators and value inputs of the property’s type and writes typed values', async () => {
    const served = http.get.getMockImplementation()!;
    http.get.mockImplementation(async (url: string, params: unknown) =>
      url.endsWith('/automation/flow/get') ? structuredClone(propertyFlow) : served(url, params),
    );
    renderWithProviders(<AutomationDesignPage />, { route: '/iot/automation/design?id=7' });
    fireEvent.click(await screen.findByTestId('node-property_1'));
    // A number between two numbers: two number inputs.
    const to = await screen.findByRole('spinbutton', { name: 'To' });
    expect(screen.getByRole('spinbutton', { name: 'From' })).toHaveValue('10');
    fill(to, '25');
    await waitFor(() => expect(screen.getByTestId('node-property_1')).toHaveTextContent('level ∈ [10, 25]'));

    // A text property has no order: the operator falls back to "equals", and "greater than" is not offered.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Property' }));
    fireEvent.click(await screen.findByTitle('Note (note)'));
    await waitFor(() => expect(screen.getByTestId('node-property_1')).toHaveTextContent('note ='));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Operator' }));
    expect(await screen.findByTitle('one of')).toBeInTheDocument();
    expect(screen.queryByTitle('greater than')).toBeNull();
    fill(screen.getByRole('textbox', { name: 'Value' }), 'full');

    await saveAs('Level alert');
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/api/v1/automation/flow/edit', expect.anything()));
    expect(sentGraph(http.put).nodes[0].data).toEqual({
      productKey: 'tank',
      deviceKey: '',
      key: 'note',
      operator: 'eq',
      value: 'full',
    });
  });

  it('opens a node’s settings from the keyboard and deletes it with Delete', async () => {
    await openFlow();
    const wrapper = screen.getByTestId('node-condition_1').closest('.react-flow__node') as HTMLElement;
    wrapper.focus();
    fireEvent.keyDown(wrapper, { key: 'Enter' });
    fireEvent.keyUp(wrapper, { key: 'Enter' });
    expect(await screen.findByText('Node: Condition')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message field' })).toHaveValue('sensor.level');
    fireEvent.keyDown(wrapper, { key: 'Delete', code: 'Delete' });
    await waitFor(() => expect(screen.queryByTestId('node-condition_1')).toBeNull());
    fireEvent.keyUp(document.body, { key: 'Delete', code: 'Delete' });
    await saveAs('Level alert');
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/api/v1/automation/flow/edit', expect.anything()));
    // The node went with both its lines.
    expect(sentGraph(http.put)).toEqual({ nodes: [graph.nodes[0], graph.nodes[2]], edges: [] });
  });

  it('runs an enabled flow’s manual trigger with a JSON input, then shows the run', async () => {
    const served = http.get.getMockImplementation()!;
    http.get.mockImplementation(async (url: string, params: unknown) =>
      url.endsWith('/automation/flow/get') ? { ...structuredClone(flow), status: 1 } : served(url, params),
    );
    http.post.mockResolvedValueOnce({ runId: 31 });
    await openFlow();
    fireEvent.click(byText('Debug'));
    fireEvent.click(await screen.findByRole('button', { name: /Run now$/ }));
    const input = await screen.findByRole('textbox', { name: 'Input (JSON, optional)' });
    fill(input, '[1, 2]');
    expect(await screen.findByText('Enter a JSON object')).toBeInTheDocument();
    fill(input, '{"sensor": {"level": 80}}');
    const dialog = screen.getAllByRole('dialog').find((d) => within(d).queryByText('Input (JSON, optional)'))!;
    fireEvent.click(within(dialog).getByRole('button', { name: /Run now$/ }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/v1/automation/flow/run', {
        id: 7,
        input: { sensor: { level: 80 } },
      }),
    );
    // The started run is drawn at once.
    await waitFor(() => expect(within(screen.getByTestId('node-webhook_1')).getByText('45 ms')).toBeInTheDocument());
  });

  it('shows the canvas read-only on a phone, without the palette', async () => {
    const undo = mockMedia('max-width: 767', true);
    try {
      await openFlow();
      expect(screen.getByText('The canvas is read-only on a phone; edit flows on a computer.')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Nodes' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Save$/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Download JSON' })).toBeInTheDocument();
    } finally {
      undo();
    }
  });

  it('undoes an edit made in the drawer, and the drawer shows the settings undone', async () => {
    openNew();
    fireEvent.click(await screen.findByRole('button', { name: 'Add node: Webhook' }));
    fill(await screen.findByLabelText('URL'), 'https://example.com/a');
    await waitFor(() => expect(screen.getByTestId('node-webhook_1')).toHaveTextContent('https://example.com/a'));
    fireEvent.click(tool('Undo (Ctrl+Z)'));
    await waitFor(() => expect(screen.getByLabelText('URL')).toHaveValue(''));
    expect(screen.getByTestId('node-webhook_1')).not.toHaveTextContent('example.com');
    fireEvent.click(tool('Redo (Ctrl+Shift+Z)'));
    await waitFor(() => expect(screen.getByLabelText('URL')).toHaveValue('https://example.com/a'));
  });
});

import type { FlowDetail, FlowNodeType, FlowProblem, FlowStatus } from '@iot/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useReactFlow } from '@xyflow/react';
import { Alert, Flex, Modal, theme } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnsavedGuard } from '@/components/unsaved-guard/useUnsavedGuard';
import { copyText } from '@/lib/clipboard';
import { feedback } from '@/lib/feedback';
import { RequestError } from '@/lib/http';
import { saveFile } from '@/lib/saveFile';
import { NARROW_WIDTH, useWidthBelow } from '@/lib/viewport';
import { flowApi, flowRunDetailQuery, invalidateFlows } from '../api';
import { useDesignPath, useListPath } from '../designPath';
import { AUTOMATION } from '../texts';
import { Canvas } from './Canvas';
import { DebugPanel } from './DebugPanel';
import {
  fromFlowGraph,
  newNode,
  parseGraphJson,
  toFlowGraph,
  type DesignEdge,
  type DesignNode,
  type NodeSettings,
} from './graph';
import { NodeDrawer } from './NodeDrawer';
import { OverlayContext, type Overlay } from './overlay';
import { Palette } from './Palette';
import { ProblemList } from './ProblemList';
import { SaveDialog, type FlowNaming } from './SaveDialog';
import { Toolbar } from './Toolbar';
import { useFullscreen } from './useFullscreen';
import { useGraphHistory } from './useGraphHistory';

type Active = { kind: 'node' | 'edge'; id: string } | null;

/** The node a refusal names: the longest node id found in its message. */
const namedNode = (message: string, ids: string[]) =>
  ids.filter((id) => message.includes(id)).sort((a, b) => b.length - a.length)[0];

/** A chosen file's text (FileReader: every browser, and the tests' DOM). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsText(file);
  });

const isTyping = (el: EventTarget) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/** The designer of one flow (`flow`), or of a new one. */
export function Designer({ flow }: { flow?: FlowDetail }) {
  const { t } = useTranslation([AUTOMATION, 'common']);
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const designPath = useDesignPath();
  const listPath = useListPath();
  const { fitView } = useReactFlow();
  const readOnly = useWidthBelow(NARROW_WIDTH);
  const history = useGraphHistory(flow ? fromFlowGraph(flow.graph) : undefined);
  const { graph, change } = history;

  const [naming, setNaming] = useState<FlowNaming>({ name: flow?.name ?? '', remark: flow?.remark ?? '' });
  const [status, setStatus] = useState<FlowStatus>(flow?.status ?? 0);
  const [active, setActive] = useState<Active>(null);
  const [problems, setProblems] = useState<FlowProblem[]>([]);
  const [runId, setRunId] = useState<number>();
  const [stepNode, setStepNode] = useState<string>();
  const [debugOpen, setDebugOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [saving, setSaving] = useState<'open' | 'closing' | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(frame);

  // Read when leaving: a save clears it before navigating.
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = history.dirty;
  }, [history.dirty]);
  const guard = useUnsavedGuard(() => dirty.current);

  const run = useQuery({ ...flowRunDetailQuery(runId), enabled: runId !== undefined && debugOpen });
  const steps = useMemo(
    () => new Map(runId !== undefined && debugOpen ? (run.data?.steps ?? []).map((s) => [s.nodeId, s]) : []),
    [run.data, runId, debugOpen],
  );
  const problemMap = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const p of problems) if (p.nodeId) map.set(p.nodeId, [...(map.get(p.nodeId) ?? []), p.message]);
    return map;
  }, [problems]);
  const overlay: Overlay = useMemo(() => ({ problems: problemMap, steps, readOnly }), [problemMap, steps, readOnly]);

  const activeNode = active?.kind === 'node' ? graph.nodes.find((n) => n.id === active.id) : undefined;
  const activeEdge = active?.kind === 'edge' ? graph.edges.find((e) => e.id === active.id) : undefined;

  const focusNode = (id: string) => {
    setActive({ kind: 'node', id });
    change((g) => ({ ...g, nodes: g.nodes.map((n) => ({ ...n, selected: n.id === id })) }), false);
    void fitView({ nodes: [{ id }], duration: 300, maxZoom: 1.2 });
  };

  const setNodeData = (id: string, data: NodeSettings) => {
    change((g) => ({ ...g, nodes: g.nodes.map((n) => (n.id === id ? { ...n, data } : n)) }), true, `data:${id}`);
    // Its old problems no longer hold; the next validation says what is left.
    setProblems((ps) => (ps.some((p) => p.nodeId === id) ? ps.filter((p) => p.nodeId !== id) : ps));
  };
  const setEdgeLabel = (id: string, label: string) =>
    change(
      (g) => ({ ...g, edges: g.edges.map((e) => (e.id === id ? { ...e, label: label || undefined } : e)) }),
      true,
      `label:${id}`,
    );
  const deleteActive = () => {
    if (!active) return;
    change((g) =>
      active.kind === 'node'
        ? {
            nodes: g.nodes.filter((n) => n.id !== active.id),
            edges: g.edges.filter((e) => e.source !== active.id && e.target !== active.id),
          }
        : { ...g, edges: g.edges.filter((e) => e.id !== active.id) },
    );
    setActive(null);
  };

  const addNode = (type: FlowNodeType) => {
    // Keyboard and click: below the last node, or at the top left of an empty canvas.
    const last = graph.nodes.at(-1);
    const position = last ? { x: last.position.x, y: last.position.y + 110 } : { x: 80, y: 80 };
    const node = newNode(type, position, graph.nodes);
    change((g) => ({ ...g, nodes: [...g.nodes.map((n) => ({ ...n, selected: false })), { ...node, selected: true }] }));
    setActive({ kind: 'node', id: node.id });
  };

  const validate = useMutation({
    mutationFn: () => flowApi.validate(toFlowGraph(graph)),
    onSuccess: (answer) => {
      setProblems(answer.problems);
      if (answer.ok) feedback.message.success(t('done.valid'));
      else feedback.message.warning(t('done.invalid', { count: answer.problems.length }));
    },
  });

  const send = async (next: FlowNaming) => {
    const body = { ...next, graph: toFlowGraph(graph) };
    if (flow) {
      await flowApi.edit({ ...body, id: flow.id });
      return flow.id;
    }
    return (await flowApi.add(body)).id;
  };
  const saved = (next: FlowNaming, id: number) => {
    setNaming(next);
    history.markSaved();
    dirty.current = false;
    void invalidateFlows(queryClient);
    // A new flow gets its address (and from there its runs and status).
    if (!flow) navigate(designPath(id), { replace: true });
  };

  const toggle = useMutation({
    mutationFn: (next: FlowStatus) => flowApi.setStatus(flow!.id, next),
    onSuccess: (_, next) => {
      setStatus(next);
      feedback.message.success(t(next === 1 ? 'status.enabledDone' : 'status.disabledDone'));
      void invalidateFlows(queryClient);
    },
    onError: (error) => {
      // The 51 names the first problem's node: mark it and show it.
      if (!(error instanceof RequestError) || error.code !== 51) return;
      const id = namedNode(
        error.message,
        graph.nodes.map((n) => n.id),
      );
      setProblems([{ nodeId: id ?? null, message: error.message }]);
      if (id) focusNode(id);
    },
  });

  // Undo and redo change settings under an open drawer: its form starts again from them.
  const [revision, setRevision] = useState(0);
  const undo = () => {
    history.undo();
    setRevision((r) => r + 1);
  };
  const redo = () => {
    history.redo();
    setRevision((r) => r + 1);
  };

  const fileName = `${naming.name || t('toolbar.label')}.json`;
  const actions = {
    back: () => navigate(listPath),
    undo,
    redo,
    help: () => setHelpOpen(true),
    download: () => {
      saveFile(new Blob([JSON.stringify(toFlowGraph(graph), null, 2)], { type: 'application/json' }), fileName);
      feedback.message.success(t('done.downloaded'));
    },
    importFile: (file: File) =>
      void readText(file).then((text) => {
        const imported = parseGraphJson(text);
        if (!imported) return feedback.message.error(t('done.importInvalid'));
        change(() => imported);
        setActive(null);
        setProblems([]);
        feedback.message.success(t('done.imported'));
        void fitView({ duration: 300 });
      }),
    copy: () => void copyText(JSON.stringify(toFlowGraph(graph), null, 2)),
    clear: () => {
      change(() => ({ nodes: [], edges: [] }));
      setActive(null);
      setProblems([]);
      feedback.message.success(t('done.cleared'));
    },
    fullscreen: fullscreen.toggle,
    validate: () => validate.mutate(),
    save: () => setSaving('open'),
    toggleStatus: () => {
      if (status === 0 && history.dirty) return void feedback.message.warning(t('done.saveFirst'));
      toggle.mutate(status === 1 ? 0 : 1);
    },
    debug: () => setDebugOpen((open) => !open),
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (readOnly || isTyping(e.target) || !(e.ctrlKey || e.metaKey)) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) undo();
    else if ((key === 'z' && e.shiftKey) || key === 'y') redo();
    else return;
    e.preventDefault();
  };

  const showingRun = steps.size > 0;
  // React Flow wants a stable handler; what the selection opens depends on whether a run is shown.
  const showingRunRef = useRef(showingRun);
  useEffect(() => {
    showingRunRef.current = showingRun;
  }, [showingRun]);
  const onSelect = useCallback(({ nodes, edges }: { nodes: DesignNode[]; edges: DesignEdge[] }) => {
    if (nodes.length === 1 && edges.length === 0) {
      if (showingRunRef.current) setStepNode(nodes[0].id);
      else setActive({ kind: 'node', id: nodes[0].id });
    } else if (edges.length === 1 && nodes.length === 0 && !showingRunRef.current) {
      setActive({ kind: 'edge', id: edges[0].id });
    }
  }, []);
  return (
    <OverlayContext.Provider value={overlay}>
      {guard.blocker}
      <div
        ref={frame}
        onKeyDown={onKeyDown}
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          height: fullscreen.active ? '100vh' : 'calc(100vh - 160px)',
          minHeight: 480,
          padding: 12,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Toolbar
          actions={actions}
          canUndo={history.canUndo}
          canRedo={history.canRedo}
          readOnly={readOnly}
          isNew={!flow}
          enabled={status === 1}
          fullscreen={fullscreen.active}
          busy={{ validate: validate.isPending, save: false, status: toggle.isPending }}
          debugOpen={debugOpen}
        />
        {readOnly && <Alert type="info" showIcon title={t('canvas.readOnly')} />}
        <ProblemList problems={problems} onNode={focusNode} onClose={() => setProblems([])} />
        <Flex gap={8} vertical={readOnly} style={{ flex: 1, minHeight: 0 }}>
          {!readOnly && <Palette onAdd={addNode} />}
          <Canvas
            history={history}
            onSelect={onSelect}
            onNodeClick={(node) => (showingRun ? setStepNode(node.id) : setActive({ kind: 'node', id: node.id }))}
            onEdgeClick={(edge) => !showingRun && setActive({ kind: 'edge', id: edge.id })}
            onPaneClick={() => setActive(null)}
          />
          {debugOpen &&
            (flow ? (
              <DebugPanel
                flowId={flow.id}
                enabled={status === 1}
                hasManualTrigger={graph.nodes.some((n) => n.type === 'trigger.manual')}
                runId={runId}
                onRun={(id) => {
                  setRunId(id);
                  setStepNode(undefined);
                }}
                detail={run.data}
                step={stepNode ? steps.get(stepNode) : undefined}
                narrow={readOnly}
              />
            ) : (
              <Alert type="info" showIcon title={t('done.saveFirst')} style={{ width: 320, alignSelf: 'flex-start' }} />
            ))}
        </Flex>
      </div>
      <NodeDrawer
        revision={revision}
        node={activeNode}
        edge={activeEdge}
        problems={activeNode ? problemMap.get(activeNode.id) : undefined}
        readOnly={readOnly}
        onNodeData={setNodeData}
        onEdgeLabel={setEdgeLabel}
        onDelete={deleteActive}
        onClose={() => setActive(null)}
      />
      <Modal open={helpOpen} title={t('help.title')} footer={null} onCancel={() => setHelpOpen(false)}>
        <ol style={{ paddingInlineStart: 20 }}>
          {[1, 2, 3, 4, 5].map((n) => (
            <li key={n} style={{ marginBottom: 8 }}>
              {t(`help.step${n}`)}
            </li>
          ))}
        </ol>
      </Modal>
      {saving && (
        <SaveDialog
          open={saving === 'open'}
          initial={naming}
          send={async (next) => {
            const id = await send(next);
            saved(next, id);
          }}
          onSaved={() => undefined}
          onClose={() => setSaving('closing')}
          afterClose={() => setSaving(null)}
        />
      )}
    </OverlayContext.Provider>
  );
}

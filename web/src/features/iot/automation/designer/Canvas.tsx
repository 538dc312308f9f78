import type { FlowNodeType } from '@iot/contract';
import { ALL_NODE_TYPES } from '@iot/contract/automation';
import {
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
  type Connection,
  type EdgeChange,
  type NodeChange,
  type NodeTypes,
} from '@xyflow/react';
import { theme, Typography } from 'antd';
import { useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useThemeConfig } from '@/stores/themeConfig';
import { AUTOMATION } from '../texts';
import { FlowNodeView } from './FlowNodeView';
import { edgeId, handleLabel, hasInput, newNode, type DesignEdge, type DesignNode } from './graph';
import { useOverlay } from './overlay';
import { DRAG_TYPE } from './Palette';
import type { GraphHistory } from './useGraphHistory';

// One component draws every type; defined once so React Flow does not remount nodes.
const NODE_TYPES: NodeTypes = Object.fromEntries(ALL_NODE_TYPES.map((type) => [type, FlowNodeView]));

// A constant: React Flow listens again whenever the array changes.
const DELETE_KEYS = ['Delete', 'Backspace'];

interface Props {
  history: GraphHistory;
  /** A selection of one node or one line (by click or keyboard: Tab to a node, Enter selects it). */
  onSelect: (selection: { nodes: DesignNode[]; edges: DesignEdge[] }) => void;
  onNodeClick: (node: DesignNode) => void;
  onEdgeClick: (edge: DesignEdge) => void;
  onPaneClick: () => void;
}

const isKnownType = (type: string): type is FlowNodeType => (ALL_NODE_TYPES as readonly string[]).includes(type);

/**
 * The canvas: nodes dropped from the palette, connected by dragging between handles (one line per
 * pair and output), moved, deleted with Delete; each change an undo step. On a phone it only shows.
 * A shown run's lines are highlighted.
 */
export function Canvas({ history, onSelect, onNodeClick, onEdgeClick, onPaneClick }: Props) {
  const { t } = useTranslation(AUTOMATION);
  const { token } = theme.useToken();
  const dark = useThemeConfig((s) => s.themeConfig.isIsDark);
  const { screenToFlowPosition } = useReactFlow();
  const { steps, readOnly } = useOverlay();
  const { graph, change, checkpoint } = history;
  // Fit a loaded flow once; an empty canvas keeps its zoom, so the first node lands where it was dropped.
  const [fitInitially] = useState(() => graph.nodes.length > 0);

  const onNodesChange = (changes: NodeChange<DesignNode>[]) =>
    // A removal is a step (tagged, so the edges it takes along join it); moves made their step when the drag began.
    change(
      (g) => ({ ...g, nodes: applyNodeChanges(changes, g.nodes) }),
      changes.some((c) => c.type === 'remove'),
      'remove',
    );
  const onEdgesChange = (changes: EdgeChange<DesignEdge>[]) =>
    change(
      (g) => ({ ...g, edges: applyEdgeChanges(changes, g.edges) }),
      changes.some((c) => c.type === 'remove'),
      'remove',
    );

  const onConnect = ({ source, target, sourceHandle }: Connection) => {
    const id = edgeId(source, target, sourceHandle);
    if (
      graph.edges.some(
        (e) =>
          e.id === id ||
          (e.source === source && e.target === target && (e.sourceHandle ?? null) === (sourceHandle ?? null)),
      )
    ) {
      feedback.message.warning(t('canvas.duplicate'));
      return;
    }
    const label = handleLabel(sourceHandle);
    change((g) => ({
      ...g,
      edges: [
        ...g.edges,
        { id, source, target, ...(sourceHandle ? { sourceHandle } : {}), ...(label ? { label } : {}) },
      ],
    }));
  };
  const isValidConnection = (c: { source: string; target: string }) => {
    const target = graph.nodes.find((n) => n.id === c.target);
    return c.source !== c.target && !!target && hasInput(target.type!);
  };

  const onDragOver = (e: DragEvent) => {
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    const type = e.dataTransfer.getData(DRAG_TYPE);
    if (!isKnownType(type)) return;
    const position = screenToFlowPosition({ x: e.clientX, y: e.clientY });
    change((g) => ({ ...g, nodes: [...g.nodes, newNode(type, position, g.nodes)] }));
  };

  // The path a shown run took: lines between two nodes that both ran.
  const edges = useMemo(
    () =>
      steps.size === 0
        ? graph.edges
        : graph.edges.map((e) =>
            steps.has(e.source) && steps.has(e.target)
              ? { ...e, animated: true, style: { stroke: token.colorSuccess, strokeWidth: 2 } }
              : { ...e, style: { opacity: 0.35 } },
          ),
    [graph.edges, steps, token.colorSuccess],
  );

  return (
    <div style={{ flex: 1, minWidth: 0, position: 'relative' }} onDragOver={onDragOver} onDrop={onDrop}>
      <ReactFlow<DesignNode, DesignEdge>
        aria-label={t('canvas.label')}
        nodes={graph.nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        colorMode={dark ? 'dark' : 'light'}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        isValidConnection={isValidConnection}
        onNodeDragStart={checkpoint}
        onSelectionChange={onSelect}
        onNodeClick={(_, node) => onNodeClick(node)}
        onEdgeClick={(_, edge) => onEdgeClick(edge)}
        onPaneClick={onPaneClick}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        edgesReconnectable={false}
        deleteKeyCode={readOnly ? null : DELETE_KEYS}
        defaultEdgeOptions={{ labelBgPadding: [4, 2], labelStyle: { fill: token.colorText } }}
        fitView={fitInitially}
        fitViewOptions={{ maxZoom: 1 }}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={16} />
        {/* A phone has no room for it: it would cover the nodes. */}
        {!readOnly && <MiniMap pannable zoomable ariaLabel={t('canvas.label')} />}
        <Controls showInteractive={false} />
      </ReactFlow>
      {graph.nodes.length === 0 && (
        <Typography.Text
          type="secondary"
          style={{ position: 'absolute', top: '45%', width: '100%', textAlign: 'center', pointerEvents: 'none' }}
        >
          {t('canvas.empty')}
        </Typography.Text>
      )}
    </div>
  );
}

import {
  ArrowLeftOutlined,
  BugOutlined,
  CheckCircleOutlined,
  ClearOutlined,
  CopyOutlined,
  DownloadOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { PERMISSIONS } from '@iot/contract/permissions';
import { Button, Divider, Flex, Popconfirm, Tooltip } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/components/auth';
import { AUTOMATION } from '../texts';

export interface ToolbarActions {
  back: () => void;
  undo: () => void;
  redo: () => void;
  help: () => void;
  download: () => void;
  importFile: (file: File) => void;
  copy: () => void;
  clear: () => void;
  fullscreen: () => void;
  validate: () => void;
  save: () => void;
  toggleStatus: () => void;
  debug: () => void;
}

interface Props {
  actions: ToolbarActions;
  canUndo: boolean;
  canRedo: boolean;
  /** The phone's read-only designer: nothing that changes the graph. */
  readOnly: boolean;
  isNew: boolean;
  enabled: boolean;
  fullscreen: boolean;
  busy: { validate: boolean; save: boolean; status: boolean };
  debugOpen: boolean;
}

/** An icon button named by its tooltip (the name is also its accessible name). */
function Tool({ label, icon, ...rest }: { label: string; icon: ReactNode } & Parameters<typeof Button>[0]) {
  return (
    <Tooltip title={label}>
      <Button type="text" icon={icon} aria-label={label} {...rest} />
    </Tooltip>
  );
}

/**
 * The designer's toolbar, as the spec's designer has it (help, download, import, copy, clear, full
 * screen) plus back, undo and redo, validate, save, enable or disable, and the debug panel.
 */
export function Toolbar({ actions, canUndo, canRedo, readOnly, isNew, enabled, fullscreen, busy, debugOpen }: Props) {
  const { t } = useTranslation([AUTOMATION, 'common']);
  const { has } = usePermission();
  const file = useRef<HTMLInputElement>(null);
  const canSave = has(isNew ? PERMISSIONS.automation.add : PERMISSIONS.automation.edit);
  return (
    <Flex role="toolbar" aria-label={t('toolbar.label')} wrap align="center" gap={2}>
      <Tool label={t('toolbar.back')} icon={<ArrowLeftOutlined />} onClick={actions.back} />
      <Divider orientation="vertical" />
      {!readOnly && (
        <>
          <Tool label={t('toolbar.undo')} icon={<UndoOutlined />} disabled={!canUndo} onClick={actions.undo} />
          <Tool label={t('toolbar.redo')} icon={<RedoOutlined />} disabled={!canRedo} onClick={actions.redo} />
          <Divider orientation="vertical" />
        </>
      )}
      <Tool label={t('toolbar.help')} icon={<QuestionCircleOutlined />} onClick={actions.help} />
      <Tool label={t('toolbar.download')} icon={<DownloadOutlined />} onClick={actions.download} />
      {!readOnly && (
        <>
          <Tool label={t('toolbar.import')} icon={<UploadOutlined />} onClick={() => file.current?.click()} />
          <input
            ref={file}
            type="file"
            accept="application/json,.json"
            hidden
            data-testid="import-file"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              if (chosen) actions.importFile(chosen);
              e.target.value = '';
            }}
          />
        </>
      )}
      <Tool label={t('toolbar.copy')} icon={<CopyOutlined />} onClick={actions.copy} />
      {!readOnly && (
        <Popconfirm
          title={t('done.clearConfirm')}
          okText={t('done.clearOk')}
          cancelText={t('common:cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={actions.clear}
        >
          <Tool label={t('toolbar.clear')} icon={<ClearOutlined />} />
        </Popconfirm>
      )}
      <Tool
        label={t(fullscreen ? 'toolbar.exitFullscreen' : 'toolbar.fullscreen')}
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={actions.fullscreen}
      />
      <Divider orientation="vertical" />
      <Button icon={<CheckCircleOutlined />} loading={busy.validate} onClick={actions.validate}>
        {t('toolbar.validate')}
      </Button>
      {!readOnly && canSave && (
        <Button type="primary" icon={<SaveOutlined />} loading={busy.save} onClick={actions.save}>
          {t('toolbar.save')}
        </Button>
      )}
      {!isNew && has(PERMISSIONS.automation.status) && (
        <Button
          icon={enabled ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
          danger={enabled}
          loading={busy.status}
          onClick={actions.toggleStatus}
        >
          {t(enabled ? 'toolbar.disable' : 'toolbar.enable')}
        </Button>
      )}
      <Button
        icon={<BugOutlined />}
        type={debugOpen ? 'primary' : 'default'}
        ghost={debugOpen}
        aria-pressed={debugOpen}
        onClick={actions.debug}
      >
        {t('toolbar.debug')}
      </Button>
    </Flex>
  );
}

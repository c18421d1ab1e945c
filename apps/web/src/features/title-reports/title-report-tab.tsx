import { Alert, Box, Button, Group, List, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, redFlagHeading, titleCopyNote, type Case, type RedFlag, type TitleReport, type TitleReportRegister, type TitleReportSection } from '@dd/contracts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format-date.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import type { CasePermissions } from '../case-members/case-permissions.ts';
import { patchLiveQuery } from '../realtime/patch-live-query.ts';
import { useRealtimeEvent } from '../realtime/use-realtime-event.ts';
import { CitationButtons, type OpenFileSource } from './citation-buttons.tsx';
import { FindingCard } from './finding-card.tsx';
import {
  activateTitleReport,
  deleteTitleReport,
  generateTitleReport,
  titleReportsQuery,
  titleReportsQueryKey,
  withReport,
} from './title-report-queries.ts';

/** The badge says the severity in words: its colour only repeats it. */
const SEVERITY: Record<RedFlag['severity'], { label: string; color: string }> = {
  high: { label: 'High risk', color: 'red' },
  medium: { label: 'Medium risk', color: 'orange' },
  low: { label: 'Low risk', color: 'gray' },
};

const STATUS: Record<TitleReport['status'], string> = { pending: 'drafting', ready: 'ready', failed: 'failed' };

const SYSTEM: Record<NonNullable<TitleReportRegister['system']>, string> = {
  'england-wales': 'England and Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
  'republic-of-ireland': 'Republic of Ireland',
};

/** "v3 · ready · active · 21 Nov 2026 · Aoife Murphy" */
const versionLabel = (report: TitleReport) =>
  [`v${report.version}`, STATUS[report.status], report.active && 'active', formatDate(report.createdAt), report.createdBy?.name]
    .filter(Boolean)
    .join(' · ');

/**
 * The case's report on title: drafted in the background from its registers, kept in versions of which one is
 * the case's active report. A ready version puts its red flags first, gravest first, then each section; every
 * fact and flag opens the page of the register it was read from. What the engine wrote is shown as text only.
 * Drafting, choosing the active version and deleting one take an editor (`can`); anyone on the case reads them.
 */
export function TitleReportTab({ record, onSource, can }: { record: Case; onSource: OpenFileSource; can: CasePermissions }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const reports = useQuery(titleReportsQuery(api, record.id));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const versions = reports.data ?? [];
  const shown = versions.find((report) => report.id === chosenId) ?? versions.find((report) => report.active) ?? versions[0];
  const update = (change: (current: TitleReport[]) => TitleReport[]) =>
    queryClient.setQueryData<TitleReport[]>(titleReportsQueryKey(record.id), (current) => current && change(current));

  useRealtimeEvent('titleReport.ready', ({ caseId, titleReport }) => {
    if (caseId === record.id) patchLiveQuery<TitleReport[]>(queryClient, titleReportsQueryKey(record.id), (current) => withReport(current, titleReport));
  });

  const generate = async (regenerate: boolean) => {
    setGenerating(true);
    try {
      const report = await generateTitleReport(api, record.id, regenerate);
      update((current) => withReport(current, report));
      setChosenId(report.id);
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.titleReports.generateFailed));
    } finally {
      setGenerating(false);
    }
  };

  const activate = async (report: TitleReport) => {
    try {
      const active = await activateTitleReport(api, report.id);
      update((current) => withReport(current, active));
      toast.success(MESSAGES.titleReports.activated);
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.titleReports.activateFailed));
    }
  };

  const remove = async (): Promise<boolean> => {
    if (!shown) return true;
    try {
      await deleteTitleReport(api, shown.id);
      update((current) => current.filter((report) => report.id !== shown.id));
      setChosenId(null);
      toast.success(MESSAGES.titleReports.deleted);
      // Deleting the active version makes another active on the server.
      void queryClient.invalidateQueries({ queryKey: titleReportsQueryKey(record.id) });
      return true;
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.titleReports.deleteFailed));
      return false;
    }
  };

  return (
    <Stack gap="md">
      <Title order={2}>Title report</Title>
      {/* A failed poll keeps the versions on screen; only a first load that failed says so. */}
      {reports.data === undefined ? (
        reports.isError ? (
          <LoadFailure message={failureMessage(reports.error, 'The title report could not be loaded.')} onRetry={() => void reports.refetch()} />
        ) : (
          <LoadingSkeleton label="Loading the title report" />
        )
      ) : shown ? (
        <Group align="end" gap="sm" wrap="wrap">
          <NativeSelect
            label="Version"
            value={shown.id}
            data={versions.map((report) => ({ value: report.id, label: versionLabel(report) }))}
            onChange={(event) => setChosenId(event.currentTarget.value)}
          />
          {can.edit && (
            <>
              <Button
                variant="default"
                loading={generating}
                disabled={versions.some((report) => report.status === 'pending')}
                onClick={() => void generate(true)}
              >
                Regenerate
              </Button>
              <Button variant="default" disabled={shown.active || shown.status !== 'ready'} onClick={() => void activate(shown)}>
                Make active
              </Button>
              <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                Delete version
              </Button>
            </>
          )}
        </Group>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            No report on title has been drafted for this case yet. The report is drawn from the case’s registers of title: what each
            register says of the property, its proprietors, charges, covenants, easements, leases and notices, with the red flags
            a lawyer must deal with first, each cited to the page it was read from.
          </Text>
          {can.edit ? (
            <Button loading={generating} onClick={() => void generate(false)}>
              Generate title report
            </Button>
          ) : (
            <Text size="sm">The case’s owner or an editor can draft it.</Text>
          )}
        </Stack>
      )}
      {/* Always on the page, so that a draft starting is announced, not only shown. */}
      <div role="status" aria-live="polite">
        {shown?.status === 'pending' && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Drafting the report on title…</Text>
          </Group>
        )}
      </div>
      {shown?.status === 'failed' && (
        <Alert color="red" variant="light" title="The report could not be drafted">
          {shown.error ?? MESSAGES.titleReports.generateFailed}
        </Alert>
      )}
      {shown?.status === 'ready' && <ReportBody report={shown} files={record.files} onSource={onSource} />}
      {shown && (
        <ConfirmDialog
          opened={deleting}
          title={`Delete version ${shown.version} of the title report?`}
          confirmLabel="Delete"
          destructive
          onConfirm={remove}
          onClose={() => setDeleting(false)}
        >
          <Text size="sm">
            {shown.active
              ? 'This is the active report: the newest ready version left becomes the active one. This cannot be undone.'
              : 'This version will be deleted. This cannot be undone.'}
          </Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

interface ReportProps {
  report: TitleReport;
  files: Case['files'];
  onSource: OpenFileSource;
}

function ReportBody({ report, files, onSource }: ReportProps) {
  const read = report.registers.filter((register) => register.error === null);
  const unread = report.registers.filter((register) => register.error !== null);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={3} size="h4">
          Registers
        </Title>
        <List size="sm" spacing={2}>
          {read.map((register) => {
            const note = titleCopyNote(register, report.registers);
            return (
              <List.Item key={register.caseFileId}>
                {[
                  register.filename,
                  register.titleNumber && `title number ${register.titleNumber}`,
                  register.editionDate && `edition ${register.editionDate}`,
                  register.system && SYSTEM[register.system],
                ]
                  .filter(Boolean)
                  .join(' · ')}
                {note && <Text size="sm">{note}</Text>}
              </List.Item>
            );
          })}
          {unread.map((register) => (
            <List.Item key={register.caseFileId}>
              <Text size="sm" c="red.9" span>
                {`Could not be read: ${register.filename}. ${register.error}`}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Red flags ({report.redFlags.length})
        </Title>
        {report.redFlags.length === 0 ? (
          <Text size="sm">No red flags were found on the registers.</Text>
        ) : (
          // The server sends them gravest first.
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Red flags">
            {report.redFlags.map((flag, index) => (
              <FindingCard
                key={`${flag.title}:${index}`}
                badge={SEVERITY[flag.severity]}
                title={redFlagHeading(flag)}
                text={flag.reason}
                citations={flag.citations}
                files={files}
                onSource={onSource}
              />
            ))}
          </Stack>
        )}
      </Stack>
      {report.sections.map((section) => (
        <ReportSection key={section.key} section={section} files={files} onSource={onSource} />
      ))}
    </Stack>
  );
}

function ReportSection({ section, files, onSource }: Omit<ReportProps, 'report'> & { section: TitleReportSection }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {section.title}
      </Title>
      {section.facts.length === 0 ? (
        // Said rather than left out, so the lawyer sees the register was checked for it.
        <Text size="sm" c="dimmed">
          Nothing on the register.
        </Text>
      ) : (
        <Stack component="dl" gap="xs" m={0}>
          {section.facts.map((fact, index) => (
            <div key={`${fact.label}:${index}`}>
              <Text component="dt" size="sm" fw={600}>
                {fact.label}
              </Text>
              <Box component="dd" m={0}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {fact.value}
                </Text>
                <CitationButtons citations={fact.citations} files={files} onSource={onSource} />
              </Box>
            </div>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

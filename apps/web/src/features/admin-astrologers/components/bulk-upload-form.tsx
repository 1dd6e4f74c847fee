// Bulk Astrologer Upload: a .csv/.xlsx/.xls file, the template to start from, and the report of rejected rows.
import { BULK_ACCEPT, BULK_MESSAGES, type BulkUploadResponse } from '@app/contracts/admin-bulk-upload';
import { ADMIN_FAILURE, ADMIN_SUCCESS } from '@app/contracts/admin-messages';
import { Download, Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Field, fieldIds } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDownloadBulkTemplate } from '../api/download-bulk-template.ts';
import { useUploadBulkAstrologers } from '../api/upload-bulk-astrologers.ts';
import { TableScroll, tdClass, thClass } from '../../../components/ui/admin-panel.tsx';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

export function BulkUploadForm() {
  const id = useId();
  const upload = useUploadBulkAstrologers();
  const template = useDownloadBulkTemplate();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<BulkUploadResponse | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setReport(null);
    if (!file) {
      setError(messageNow(BULK_MESSAGES.noFile));
      return;
    }
    setError(null);
    try {
      const answer = await upload.mutateAsync(file);
      setReport(answer);
      toast.success(messageNow(ADMIN_SUCCESS.fileProcessed));
      form.reset();
      setFile(null);
    } catch (err) {
      console.error('Bulk upload failed', err);
      // A file the server could not read says why; anything else gets the spec's inline text.
      setError(err instanceof ApiError && err.status >= 400 && err.status < 500 ? `${messageNow(ADMIN_FAILURE.bulkUpload)} ${err.message}` : messageNow(ADMIN_FAILURE.bulkUpload));
    }
  };

  const getTemplate = () =>
    template.mutate(undefined, {
      onError: (err) => {
        console.error('Template download failed', err);
        toast.error(tNow('admin:auto2.bulkUploadForm.failedToDownloadTheTemplate'));
      },
    });

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-4">
        <Field id={id} label={tNow('admin:auto.bulkUploadForm.astrologersFile')} required error={error ?? undefined} hint={tNow('admin:auto.bulkUploadForm.aCsvXlsxOrXls')}>
          <input
            id={id}
            type="file"
            accept={BULK_ACCEPT}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldIds(id).error : fieldIds(id).hint}
            className="min-w-0 text-sm text-night-800 file:mr-3 file:rounded-full file:border-0 file:bg-night-100 file:px-4 file:py-2 file:font-semibold file:text-night-900 hover:file:bg-night-200"
          />
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={upload.isPending}>
            <Upload className="size-4" aria-hidden="true" />
            {tNow('admin:auto.bulkUploadForm.uploadFile')}
          </Button>
          <Button variant="outline" onClick={getTemplate} loading={template.isPending}>
            <Download className="size-4" aria-hidden="true" />
            {tNow('admin:auto.bulkUploadForm.downloadTemplate')}
          </Button>
        </div>
      </form>
      {report && <BulkReport report={report} />}
    </div>
  );
}

function BulkReport({ report }: { report: BulkUploadResponse }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <p className="font-semibold text-night-900">
        {report.created} astrologer{report.created === 1 ? '' : 's'} created, {report.rejected.length} row{report.rejected.length === 1 ? '' : 's'} rejected.
      </p>
      {report.rejected.length > 0 && (
        <TableScroll label={tNow('admin:auto.bulkUploadForm.rejectedRows')}>
          <table className="w-full">
            <thead>
              <tr>
                <th scope="col" className={thClass}>{tNow('admin:auto.bulkUploadForm.row')}</th>
                <th scope="col" className={thClass}>{tNow('admin:auto.bulkUploadForm.field')}</th>
                <th scope="col" className={thClass}>{tNow('admin:auto.bulkUploadForm.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {report.rejected.flatMap((r) =>
                Object.entries(r.errors).map(([field, message]) => (
                  <tr key={`${r.row}-${field}`}>
                    <td className={tdClass}>{r.row}</td>
                    <td className={tdClass}>{field}</td>
                    <td className={`${tdClass} whitespace-normal`}>{message}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}

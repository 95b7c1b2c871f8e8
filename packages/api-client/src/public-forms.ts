import { schoolInboxEndpoints as inbox, publicFormEndpoints as open } from '@aula/contract';
import type {
  ApplicationStatus,
  ApplicationValues,
  ContactValues,
  NewsletterValues,
  PositionValues,
} from '@aula/forms';
import { endpointCalls, urlOf } from './call';
import type { ClientOptions, Requester } from './request';
import { sendFormWithProgress, type UploadOptions, type XhrConstructor } from './upload';

export interface PublicFormsApiOptions extends Pick<ClientOptions, 'baseUrl'> {
  XMLHttpRequest?: XhrConstructor;
}

/** The application form as the server reads it: the fields first, the CV last (decision 144). */
function applicationForm(values: ApplicationValues, cv: Blob & { name?: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.append(name, value);
  form.append('cv', cv, cv.name ?? 'curriculum.pdf');
  return form;
}

/** The public site's forms, sent without a session, and the administrator's inbox of them. */
export function publicFormsApi(request: Requester, options: PublicFormsApiOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const { send, call } = endpointCalls(request);
  const xhr = { getToken: null, Xhr: options.XMLHttpRequest };

  return {
    openPositions: () => call(open.openPositions, { auth: false }),
    apply: async (
      positionId: number,
      values: ApplicationValues,
      cv: Blob & { name?: string },
      uploadOptions?: UploadOptions,
    ) =>
      open.apply.responses[201].parse(
        await sendFormWithProgress(
          open.apply.method,
          urlOf(baseUrl, open.apply, { id: positionId }),
          applicationForm(values, cv),
          xhr,
          uploadOptions,
        ),
      ),
    contact: (values: ContactValues) => call(open.contact, { body: values, auth: false }),
    subscribe: (values: NewsletterValues) => call(open.subscribe, { body: values, auth: false }),
    confirmSubscription: (token: string) => call(open.confirmSubscription, { body: { token }, auth: false }),
    unsubscribe: (token: string) => call(open.unsubscribe, { query: { token }, auth: false }),

    positions: () => call(inbox.positions),
    createPosition: (values: PositionValues) => call(inbox.createPosition, { body: values }),
    updatePosition: (id: number, values: PositionValues) =>
      call(inbox.updatePosition, { params: { id }, body: values }),
    applications: () => call(inbox.applications),
    markApplication: (id: number, status: ApplicationStatus) =>
      call(inbox.markApplication, { params: { id }, body: { status } }),
    applicationCv: (id: number) => send<Blob>(inbox.applicationCv, { params: { id }, file: true }),
    deleteApplication: (id: number) => call(inbox.deleteApplication, { params: { id } }),
    contactMessages: () => call(inbox.contactMessages),
    deleteContactMessage: (id: number) => call(inbox.deleteContactMessage, { params: { id } }),
    newsletterSummary: () => call(inbox.newsletterSummary),
    newsletterCsv: () => send<Blob>(inbox.newsletterCsv, { file: true }),
  };
}

export type PublicFormsApi = ReturnType<typeof publicFormsApi>;

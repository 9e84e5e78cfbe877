/**
 * `/faq` (issue 16 §5): the store's questions and answers (the `faq` content page, spec §9 facts:
 * Riyadh same day, other cities 2–6 working days without Friday and Saturday, returns within 3
 * days) as an accessible accordion, with FAQPage structured data for search engines.
 */
import { FaqAccordion, Link, useLocale } from '@hadiya/ui';
import { dehydrate, HydrationBoundary, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { FirstPaintHandle } from '../lib/first-paint-font-files';
import type { HydrationHandle } from '../lib/hydration-mode';
import { loaderContext } from '../lib/loader-context.server';
import { queries } from '../lib/queries';
import { notFoundFrom, useBrowserApi } from '../lib/route-data';
import { pageMeta, rootDataOf } from '../lib/seo';
import type { Route } from './+types/faq';
import { messages } from './faq.messages';

const FAQ_SLUG = 'faq';

export const handle: FirstPaintHandle & HydrationHandle = { firstPaintWeights: [400, 700], hydratesOnIntent: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, queryClient } = loaderContext(request, context);
  const page = await queryClient.fetchQuery(queries.page(api, locale, FAQ_SLUG)).catch(notFoundFrom);
  return {
    dehydrated: dehydrate(queryClient),
    title: page.title,
    summary: page.blocks[0]?.text ?? page.title,
    // schema.org FAQPage: each question (a block's heading) with its answer.
    questions: page.blocks.flatMap((block) => (block.heading ? [{ question: block.heading, answer: block.text }] : [])),
  };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  return [
    ...pageMeta({
      root: rootDataOf(matches),
      path: location.pathname,
      title: data.title,
      description: data.summary.slice(0, 160),
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: data.questions.map(({ question, answer }) => ({
          '@type': 'Question',
          name: question,
          acceptedAnswer: { '@type': 'Answer', text: answer },
        })),
      },
    },
  ];
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <Faq />
    </HydrationBoundary>
  );
}

function Faq() {
  const intl = useIntl();
  const { locale } = useLocale();
  const api = useBrowserApi();
  const { data: page } = useQuery(queries.page(api, locale, FAQ_SLUG));
  if (!page) return null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="font-bold text-2xl sm:text-3xl">{page.title}</h1>
      <FaqAccordion
        headingLevel={2}
        items={page.blocks.flatMap((block, index) =>
          block.heading ? [{ id: String(index), question: block.heading, answer: block.text }] : [],
        )}
      />
      <p className="text-ink-muted">
        {intl.formatMessage(messages.stillNeedHelp)}{' '}
        <Link href="/contact-us" className="font-medium text-leaf-800 underline underline-offset-4">
          {intl.formatMessage(messages.contactUs)}
        </Link>
      </p>
    </div>
  );
}

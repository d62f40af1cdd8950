import { CUSTOMER_PAGE_SIZE, customerListSchema } from '@padel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage, withQuery } from '@/lib/api-client';
import { customerKeys } from './keys';

/** What the customers screen asks for: a search and a page (from 1). */
export interface CustomerListQuery {
  search: string;
  page: number;
}

/** GET /api/customers: one page, most recently active first, and how many match in all. */
export async function getCustomers(query: CustomerListQuery, signal?: AbortSignal) {
  const params = {
    search: query.search.trim(),
    page: String(query.page),
    pageSize: String(CUSTOMER_PAGE_SIZE),
  };
  const { items, total } = await apiPage(withQuery('/customers', params), {
    schema: customerListSchema,
    signal,
  });
  return { customers: items, total, pageSize: CUSTOMER_PAGE_SIZE };
}

export function useCustomers(query: CustomerListQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...customerKeys.lists, query],
      queryFn: ({ signal }) => getCustomers(query, signal),
      // While a search is typed the last answer stays on screen.
      placeholderData: keepPreviousData,
    }),
  );
}

import { http } from '../http';
import { integerParam } from './request-rules';
import { db } from '../db';
import { queryValue } from '../support/paging';
import { globalSearch } from '../queries/global-search';

export const searchHandlers = [
  http.get('/search/global', ({ request, response }) => {
    const url = new URL(request.url);
    return response(200).json(
      globalSearch(
        db,
        queryValue(url, 'q'),
        integerParam(url, 'limit', 10, 1, 100),
        integerParam(url, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
      ),
    );
  }),
];

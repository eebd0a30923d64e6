import { http } from '../http';
import { db } from '../db';
import { globalSearch } from '../queries/global-search';
import { readQuery } from '../support/request';

export const searchHandlers = [
  http.get('/search/global', ({ request, response }) => {
    const query = readQuery(request);
    return response(200).json(
      globalSearch(
        db,
        query.text('q'),
        query.integer('limit', 10, 1, 100),
        query.integer('offset', 0, 0, Number.MAX_SAFE_INTEGER),
      ),
    );
  }),
];

import { LOG_PAGE_SIZE } from '@console/contracts/constants';
import { LogPageQuery } from '@console/contracts/device-logs';
import { describe, expect, it } from 'vitest';
import { logPageQuery } from './log-page-query';

describe('the page part of a log call', () => {
  it('carries the index and the size of 100 the server caps at', () => {
    expect(logPageQuery(2)).toEqual({ index: 2, size: 100 });
    expect(LOG_PAGE_SIZE).toBe(100);
    expect(LogPageQuery.parse({ fromTs: 10, toTs: 20, ...logPageQuery(2) })).toEqual({
      fromTs: 10,
      toTs: 20,
      index: 2,
      size: 100,
    });
  });
});

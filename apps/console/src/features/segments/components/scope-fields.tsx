import { dataCountryName } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { useQueries } from '@tanstack/react-query';
import { Col, Form, type FormInstance, Radio } from 'antd';
import { modelNumbersQuery } from '@/shared/api/model-numbers';
import { useSession } from '@/shared/session/use-session';
import type { FilterValues } from '../filter-form-values';
import { plainOptions, RADIO_GROUP, ValueSelect } from './value-select';

/** The models of at most this many category and brand pairs are asked for (one call a pair). */
const MAX_MODEL_PAIRS = 12;
const upper = (values: readonly string[] = []) => [...new Set(values.map((v) => v.toUpperCase()))];

interface Props {
  form: FormInstance<FilterValues>;
  /** Values the current answer's breakdowns name: offered beside the fields' own choices. */
  seen: { models: readonly string[]; firmware: readonly string[] };
}

/**
 * Category, brand and country from the person's scope; model numbers of the chosen categories and
 * brands (the model list the FOTA screens use), firmware versions as seen in the answer, and both
 * typed freely; online now.
 */
export function ScopeFields({ form, seen }: Props) {
  const user = useSession()?.user;
  const categories: string[] = Form.useWatch('categories', form) ?? [];
  const chosenBrands: string[] = Form.useWatch('brands', form) ?? [];
  const brands = chosenBrands.length ? chosenBrands : upper(user?.allowCompanyBrand);
  const pairs = categories.flatMap((c) => brands.map((b) => [c, b] as const)).slice(0, MAX_MODEL_PAIRS);
  const models = useQueries({ queries: pairs.map(([c, b]) => modelNumbersQuery(c, b)) });
  const modelOptions = plainOptions([...models.flatMap((m) => m.data ?? []), ...seen.models]);
  const countries = (user?.allowedCountries ?? []).map((c) => ({
    value: c.toLowerCase(),
    label: dataCountryName(c),
  }));

  return (
    <>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="categories" label={messages.fleetCategories}>
          <ValueSelect options={plainOptions(upper(user?.allowedDeviceCategories))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="brands" label={messages.fleetBrands}>
          <ValueSelect options={plainOptions(upper(user?.allowCompanyBrand))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="countries" label={messages.fleetCountries}>
          <ValueSelect options={countries} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="modelNumbers" label={messages.fleetModels}>
          <ValueSelect free options={modelOptions} loading={models.some((m) => m.isFetching)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="firmwareVersions" label={messages.fleetFirmwareVersions}>
          <ValueSelect free options={plainOptions(seen.firmware)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="online" label={messages.fleetOnline}>
          <Radio.Group
            {...RADIO_GROUP}
            aria-label={messages.fleetOnline}
            optionType="button"
            options={[
              { value: 'any', label: messages.fleetAny },
              { value: 'yes', label: messages.yes },
              { value: 'no', label: messages.no },
            ]}
          />
        </Form.Item>
      </Col>
    </>
  );
}

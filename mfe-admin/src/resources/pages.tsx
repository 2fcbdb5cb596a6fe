import type { ReactNode } from 'react';
import { StaffOnly } from '../components/StaffOnly';
import { ResourceEditPage } from '../pages/ResourceEditPage';
import { ResourceListPage } from '../pages/ResourceListPage';
import { SettingPage } from '../pages/SettingPage';
import { createPath, editPath, listPath, settingPath, toolPath } from './paths';
import type { AnyResource, AnySetting } from './types';

/**
 * The pages of a resource by route path, for logged-in staff: its list, its own pages (tools), and when it
 * has a form, its new-record page (when it can create) and its record page (when it has a detail operation), or its
 * record page of its own (recordPage).
 */
export function resourcePages(resource: AnyResource): Record<string, ReactNode> {
  const ops = resource.operations;
  return {
    [listPath(resource)]: (
      <StaffOnly roles={resource.access}>
        <ResourceListPage key={resource.path} resource={resource} />
      </StaffOnly>
    ),
    ...(resource.form && !resource.createdElsewhere && (ops.create ?? ops.save)
      ? {
          [createPath(resource)]: (
            <StaffOnly roles={resource.access}>
              <ResourceEditPage key={`${resource.path}/create`} resource={resource} mode="create" />
            </StaffOnly>
          ),
        }
      : {}),
    ...Object.fromEntries(
      (resource.tools ?? []).map((tool) => {
        const Page = tool.page;
        return [
          toolPath(resource, tool),
          <StaffOnly key={tool.path} roles={resource.access}>
            <Page />
          </StaffOnly>,
        ];
      }),
    ),
    ...(resource.recordPage
      ? {
          [editPath(resource)]: (
            <StaffOnly roles={resource.access}>
              <resource.recordPage key={`${resource.path}/record`} resource={resource} />
            </StaffOnly>
          ),
        }
      : resource.form && ops.detail
      ? {
          [editPath(resource)]: (
            <StaffOnly roles={resource.access}>
              <ResourceEditPage key={`${resource.path}/edit`} resource={resource} mode="edit" />
            </StaffOnly>
          ),
        }
      : {}),
  };
}

/** The one page of a setting, for logged-in staff (of its roles). */
export function settingPages(setting: AnySetting): Record<string, ReactNode> {
  return {
    [settingPath(setting)]: (
      <StaffOnly roles={setting.access}>
        <SettingPage key={setting.path} setting={setting} />
      </StaffOnly>
    ),
  };
}

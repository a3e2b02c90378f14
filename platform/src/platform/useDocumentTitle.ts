// A page whose title comes with its data (a product's name): the shell sets '<route title> | 한판'
// when the path changes — before a remote's page renders — and this refines it once the name is
// known. Nothing is restored on unmount: leaving the page changes the path, and the shell has
// already set the next page's title by the time this page unmounts (restoring would overwrite it).
// platform/README.md ('Page titles'). Shared since 1.19.0 (mfe-shop's product page and limit
// results, mfe-plus's payment result).
import { useEffect } from 'react';
import { useLocation } from './router';

export function useDocumentTitle(title: string | null | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) document.title = `${title} | 한판`; // the site's name after every title, as the shell writes it
    // the path too: the shell writes its title again on every new path (product → product)
  }, [title, pathname]);
}

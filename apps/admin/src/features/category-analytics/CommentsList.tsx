import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ITEM_ANALYTICS_LABELS, type TReportTarget } from '@commonpurse/domain/analytics';
import { SectionHeader } from './SectionHeader.tsx';
import { timestamp } from './format.ts';

const L = ITEM_ANALYTICS_LABELS.comments;

interface TComment {
  text: string;
  timestamp: string;
  /** The subcategory commented on (a category's page lists its subcategories' comments). */
  name?: string;
}

/** Residents' comments on the item, newest first, each with its time (and item on a category's page). */
export function CommentsList({ comments, report }: { comments: readonly TComment[]; report: TReportTarget }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <SectionHeader title={L.title} report={report} label={L.report} />
      {comments.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{L.none}</Typography>
      ) : (
        <List aria-label={L.title}>
          {comments.map((comment, index) => (
            <ListItem key={index} divider={index < comments.length - 1} disableGutters>
              <ListItemText
                primary={comment.text}
                secondary={
                  <>
                    <time dateTime={comment.timestamp}>{timestamp(comment.timestamp)}</time>
                    {comment.name && ` ${L.on(comment.name)}`}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

import { MissingTimetable } from "@/components/events/timetable/MissingTimetable";

export default function TimetableNotFound() {
  return <MissingTimetable />;
}

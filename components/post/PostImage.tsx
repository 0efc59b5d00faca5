import Image from "next/image";
import { imageSource } from "@/lib/images";
import styles from "./PostImage.module.css";

type Props = { src: string; alt: string; sizes: string; preload?: boolean };

/**
 * A 16:9 frame reserves the image's space before it loads, whichever way the image is drawn;
 * hosts outside IMAGE_HOSTS never reach the optimizer, so they get a plain lazy <img>.
 */
export function PostImage({ src, alt, sizes, preload = false }: Props) {
  return (
    <div className={styles.frame}>
      {imageSource(src) === "optimized" ? (
        <Image src={src} alt={alt} fill sizes={sizes} preload={preload} className={styles.image} />
      ) : (
        <img src={src} alt={alt} width={1600} height={900} loading="lazy" decoding="async" className={styles.image} />
      )}
    </div>
  );
}

import java.io.File;
import java.io.FileFilter;
import java.io.FilenameFilter;
import java.io.IOException;
import java.util.Arrays;

// java.io.File: path handling (normalization, parent, name, absolute, canonical), and
// file-system operations (mkdirs, list, listFiles with filters, createNewFile, rename, delete).
public class IoFileOps {
    /** A fresh name: parallel runs of this test (HotSpot and minivm variants) must not collide. */
    static String unique(String base) {
        return base + "-" + Long.toHexString(System.nanoTime()) + "-"
                + Integer.toHexString(System.identityHashCode(new Object()));
    }

    public static void main(String[] args) throws IOException {
        String[] ps = { "", "/", "a", "a/", "a//b/", "/a", "//a//b//", "./x/../y", "..",
            "a/b/c.txt" };
        for (int i = 0; i < ps.length; i++) {
            File f = new File(ps[i]);
            System.out.println("[" + ps[i] + "] path=" + f.getPath() + " name=" + f.getName()
                    + " parent=" + f.getParent() + " abs=" + f.isAbsolute() + " hash="
                    + f.hashCode() + " str=" + f);
        }
        System.out.println(new File("a", "b") + " " + new File("", "b") + " "
                + new File((String) null, "b") + " " + new File("/", "b") + " "
                + new File("a/", "/b/") + " " + new File(new File("x"), "") + " "
                + new File((File) null, "q"));
        System.out.println(new File("rel/x").getAbsolutePath().equals(
                System.getProperty("user.dir") + "/rel/x"));
        System.out.println(new File("/tmp/../tmp/./x").getCanonicalPath() + " "
                + new File("/nonexistent-minivm/../a/./b/..").getCanonicalPath());
        System.out.println(new File("a").compareTo(new File("b")) + " "
                + new File("a").equals(new File("a/")) + " " + new File("a").equals("a"));
        System.out.println(File.separator + File.separatorChar + File.pathSeparator
                + File.pathSeparatorChar);
        System.out.println(new File("/tmp/x").getParentFile().getName());

        File root = new File(unique("/tmp/minivm-io-test-IoFileOps"));
        cleanup(root);
        File deep = new File(root, "one/two/three");
        System.out.println("mkdirs " + deep.mkdirs() + " again " + deep.mkdirs() + " isDir "
                + deep.isDirectory());
        System.out.println("mkdir without parent " + new File(root, "x/y").mkdir());
        String[] files = { "b.txt", "a.txt", "c.log", ".hidden" };
        for (int i = 0; i < files.length; i++) {
            File f = new File(root, files[i]);
            System.out.println(files[i] + " create " + f.createNewFile() + " again "
                    + f.createNewFile() + " hidden " + f.isHidden());
        }
        try {
            new File(root, "missing/file").createNewFile();
        } catch (IOException e) {
            System.out.println("createNewFile: " + e.getMessage());
        }
        String[] names = root.list();
        Arrays.sort(names);
        System.out.println(Arrays.toString(names));
        String[] txt = root.list(new FilenameFilter() {
            public boolean accept(File dir, String name) {
                return name.endsWith(".txt");
            }
        });
        Arrays.sort(txt);
        System.out.println(Arrays.toString(txt));
        File[] dirs = root.listFiles(new FileFilter() {
            public boolean accept(File f) {
                return f.isDirectory();
            }
        });
        System.out.println(dirs.length + " " + dirs[0].getName() + " "
                + dirs[0].getParentFile().equals(root));
        File[] all = root.listFiles();
        Arrays.sort(all);
        for (int i = 0; i < all.length; i++) {
            System.out.println("  " + all[i].getName() + " file=" + all[i].isFile() + " dir="
                    + all[i].isDirectory() + " len=" + all[i].length() + " r=" + all[i].canRead()
                    + " w=" + all[i].canWrite());
        }
        System.out.println("list of a file: " + new File(root, "a.txt").list());
        System.out.println("list of nothing: " + new File(root, "nope").listFiles());
        File a = new File(root, "a.txt");
        System.out.println("setLastModified " + a.setLastModified(1000000000000L) + " "
                + a.lastModified());
        System.out.println("setReadOnly " + a.setReadOnly() + " setWritable " + a.setWritable(true));
        System.out.println("rename " + a.renameTo(new File(root, "one/moved.txt")) + " "
                + a.exists() + " " + new File(root, "one/moved.txt").exists());
        System.out.println("delete non-empty dir " + new File(root, "one").delete());
        System.out.println("delete missing " + new File(root, "zzz").delete());
        cleanup(root);
        System.out.println("exists after cleanup " + root.exists());
        try {
            File.createTempFile("ab", null);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        File tmp = File.createTempFile("minivm", ".tmp");
        System.out.println("temp " + tmp.getName().startsWith("minivm") + " "
                + tmp.getName().endsWith(".tmp") + " " + tmp.exists() + " " + tmp.delete());
    }

    static void cleanup(File f) {
        File[] kids = f.listFiles();
        if (kids != null) {
            for (int i = 0; i < kids.length; i++) {
                cleanup(kids[i]);
            }
        }
        f.delete();
    }
}

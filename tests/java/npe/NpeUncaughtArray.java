/* An uncaught NPE on an array element store: the first stderr line carries the message. */
public class NpeUncaughtArray {
    static int[][] grid = new int[2][];

    public static void main(String[] args) {
        int row = 1;
        grid[row][0] = 7;
    }
}

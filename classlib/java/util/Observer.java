package java.util;

public interface Observer {
    void update(Observable o, Object arg);
}

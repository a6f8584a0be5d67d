import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class StreamEdgeCases {
    interface Action {
        Object run();
    }

    static void attempt(String label, Action a) {
        try {
            System.out.println(label + ": " + a.run());
        } catch (RuntimeException e) {
            String msg = (e instanceof NullPointerException || e instanceof ClassCastException) ? "" : ": " + e.getMessage();
            System.out.println(label + ": " + e.getClass().getName() + msg);
        }
    }

    public static void main(String[] args) {
        attempt("findFirst null", new Action() {
            public Object run() {
                return Stream.of((String) null, "x").findFirst();
            }
        });
        attempt("max with null", new Action() {
            public Object run() {
                return Stream.of("b", "a").max(Comparator.<String>naturalOrder());
            }
        });
        attempt("limit -1", new Action() {
            public Object run() {
                return Stream.of(1).limit(-1);
            }
        });
        attempt("skip -5", new Action() {
            public Object run() {
                return IntStream.range(0, 3).skip(-5);
            }
        });
        attempt("sorted non-comparable", new Action() {
            public Object run() {
                return Stream.of(new Object(), new Object()).sorted().count();
            }
        });
        attempt("toArray wrong type", new Action() {
            public Object run() {
                return Stream.of(1, 2).toArray(new IntFunction<String[]>() {
                    public String[] apply(int n) {
                        return new String[n];
                    }
                }).length;
            }
        });
        attempt("reduce empty", new Action() {
            public Object run() {
                return Stream.<Integer>empty().reduce(new BinaryOperator<Integer>() {
                    public Integer apply(Integer a, Integer b) {
                        return a + b;
                    }
                });
            }
        });
        attempt("getAsInt empty", new Action() {
            public Object run() {
                return IntStream.empty().max().getAsInt();
            }
        });
        attempt("map null mapper", new Action() {
            public Object run() {
                return Stream.of(1).map(null);
            }
        });
        attempt("toMap null value", new Action() {
            public Object run() {
                return Stream.of("a").collect(Collectors.toMap(Function.<String>identity(), new Function<String, String>() {
                    public String apply(String s) {
                        return null;
                    }
                }));
            }
        });
        attempt("toMap dup", new Action() {
            public Object run() {
                return Stream.of("aa", "ab", "b").collect(Collectors.toMap(new Function<String, Character>() {
                    public Character apply(String s) {
                        return s.charAt(0);
                    }
                }, Function.<String>identity()));
            }
        });
        attempt("iterator reuse", new Action() {
            public Object run() {
                Stream<Integer> s = Stream.of(1);
                s.iterator();
                return s.iterator();
            }
        });
        attempt("closed stream", new Action() {
            public Object run() {
                Stream<Integer> s = Stream.of(1);
                s.close();
                return s.count();
            }
        });
        attempt("onClose after close", new Action() {
            public Object run() {
                Stream<Integer> s = Stream.of(1);
                s.count();
                return s.onClose(new Runnable() {
                    public void run() {
                    }
                });
            }
        });
        attempt("close handler exceptions", new Action() {
            public Object run() {
                Stream<Integer> s = Stream.of(1).onClose(new Runnable() {
                    public void run() {
                        throw new IllegalStateException("first");
                    }
                }).onClose(new Runnable() {
                    public void run() {
                        throw new IllegalArgumentException("second");
                    }
                });
                try {
                    s.close();
                    return "none";
                } catch (IllegalStateException e) {
                    return e.getMessage() + " suppressed=" + e.getSuppressed().length + " " + e.getSuppressed()[0].getMessage();
                }
            }
        });
        attempt("CME in stream", new Action() {
            public Object run() {
                final List<Integer> l = new ArrayList<>(Arrays.asList(1, 2, 3));
                l.stream().forEach(new Consumer<Integer>() {
                    public void accept(Integer x) {
                        if (x == 1) {
                            l.add(9);
                        }
                    }
                });
                return l;
            }
        });
        attempt("empty stats", new Action() {
            public Object run() {
                return Stream.<String>empty().collect(Collectors.summarizingLong(new ToLongFunction<String>() {
                    public long applyAsLong(String s) {
                        return s.length();
                    }
                }));
            }
        });
        attempt("empty joining", new Action() {
            public Object run() {
                return "[" + Stream.<String>empty().collect(Collectors.joining(",", "<", ">")) + "]";
            }
        });
        attempt("averaging empty", new Action() {
            public Object run() {
                return Stream.<String>empty().collect(Collectors.averagingInt(new ToIntFunction<String>() {
                    public int applyAsInt(String s) {
                        return 1;
                    }
                }));
            }
        });
        attempt("partition empty", new Action() {
            public Object run() {
                return Stream.<Integer>empty().collect(Collectors.partitioningBy(new Predicate<Integer>() {
                    public boolean test(Integer x) {
                        return x > 0;
                    }
                }));
            }
        });
        attempt("nested streams", new Action() {
            public Object run() {
                return IntStream.rangeClosed(1, 3).boxed().flatMap(new Function<Integer, Stream<String>>() {
                    public Stream<String> apply(final Integer i) {
                        return IntStream.rangeClosed(1, i).mapToObj(new IntFunction<String>() {
                            public String apply(int j) {
                                return i + "x" + j;
                            }
                        });
                    }
                }).collect(Collectors.toList());
            }
        });
        attempt("spliterator", new Action() {
            public Object run() {
                Spliterator<String> sp = Arrays.asList("s", "p", "l").spliterator();
                final StringBuilder sb = new StringBuilder();
                sp.tryAdvance(new Consumer<String>() {
                    public void accept(String s) {
                        sb.append(s.toUpperCase());
                    }
                });
                sp.forEachRemaining(new Consumer<String>() {
                    public void accept(String s) {
                        sb.append(s);
                    }
                });
                return sb + " " + sp.estimateSize() + " " + sp.hasCharacteristics(Spliterator.SIZED);
            }
        });
        attempt("StreamSupport", new Action() {
            public Object run() {
                Iterable<Integer> it = new Iterable<Integer>() {
                    public Iterator<Integer> iterator() {
                        return Arrays.asList(4, 5, 6).iterator();
                    }
                };
                return StreamSupport.stream(it.spliterator(), false).map(new Function<Integer, Integer>() {
                    public Integer apply(Integer x) {
                        return -x;
                    }
                }).collect(Collectors.toList());
            }
        });
        attempt("parallel flag", new Action() {
            public Object run() {
                Stream<Integer> s = Arrays.asList(1, 2, 3).parallelStream();
                boolean p = s.isParallel();
                return p + " " + s.sequential().isParallel() + " " + s.reduce(0, new BinaryOperator<Integer>() {
                    public Integer apply(Integer a, Integer b) {
                        return a + b;
                    }
                });
            }
        });
    }
}

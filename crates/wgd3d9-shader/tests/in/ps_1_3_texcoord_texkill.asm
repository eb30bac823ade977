// ps_1_3: texcoord colour read, texkill on another stage and a plain tex
ps_1_3
texcoord t0
texkill t1
tex t2
mul r0.rgb, t0, t2
+mov r0.a, t2

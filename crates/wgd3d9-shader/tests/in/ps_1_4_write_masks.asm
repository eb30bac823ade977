// ps_1_4: arbitrary destination write masks (.r, .gb, .rga, .b, .a, full)
ps_1_4
texld r0, t0
texld r1, t1
mov r2.r, r0
mov r2.gb, r1
mul r2.a, r0, r1
mov r3.rga, r1
add r3.b, r0, r1
mul r0, r2, r3

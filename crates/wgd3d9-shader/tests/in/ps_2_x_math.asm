// ps_2_x: crs, dp4, exp, log, lrp, max, sub and nop
ps_2_x
dcl t0
dcl t1.xyz
def c0, 0.5, 2.0, 0.0, 1.0
mov r0, t0
mov r1.xyz, t1
crs r2.xyz, r0, r1
dp4 r2.w, r0, r0
log r3.x, r2.w
mul r3.x, r3.x, c0.x
exp r3.x, r3.x
max r4, r2, c0.z
sub r5, r0, r4
nop
lrp r6, r3.x, r5, r4
mov oC0, r6

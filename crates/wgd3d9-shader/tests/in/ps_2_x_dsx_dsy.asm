// ps_2_x: screen-space derivatives dsx/dsy for an analytic anti-aliased grid line
ps_2_x
dcl t0.xy
def c0, 16.0, 0.5, 1.0, 0.0
mul r0.xy, t0, c0.x
dsx r1.xy, r0
dsy r2.xy, r0
abs r1.xy, r1
abs r2.xy, r2
add r1.xy, r1, r2            // fwidth
frc r3.xy, r0
add r3.xy, r3, -c0.y
abs r3.xy, r3
rcp r4.x, r1.x
rcp r4.y, r1.y
mul_sat r3.xy, r3, r4
min r5.x, r3.x, r3.y
mov r5.yzw, c0.z
mov r6, r5.xxxy
mov oC0, r6

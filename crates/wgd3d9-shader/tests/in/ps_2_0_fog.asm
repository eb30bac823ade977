// ps_2_0: per-pixel exponential height fog blended with lrp toward a fog colour
ps_2_0
dcl t0.xy
dcl t1                       // xyz = world position, w = view distance
dcl_2d s0
def c0, 0.01, 0.05, 1.442695, 1.0
texld r0, t0, s0
mul r1.x, t1.w, c0.x         // density * distance
mul r1.y, t1.y, c0.y         // height falloff
add r1.x, r1.x, -r1.y
max r1.x, r1.x, c0.w
mul r1.x, r1.x, -c0.z
exp r1.x, r1.x               // transmittance
mov r2, c1                   // fog colour
lrp r3.xyz, r1.x, r0, r2
mov r3.w, r0.w
mov oC0, r3

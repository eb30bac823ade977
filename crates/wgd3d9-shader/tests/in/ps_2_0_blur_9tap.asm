// ps_2_0: post-process horizontal 9-tap Gaussian blur with offsets and weights in constants
ps_2_0
dcl t0.xy
dcl_2d s0
def c0, 0.2270270, 0.1945946, 0.1216216, 0.0540540
def c1, 0.0162162, 0.0, 0.0, 0.0
def c2, 0.001953125, 0.00390625, 0.005859375, 0.0078125   // 1..4 texels
mov r0.xy, t0
texld r1, r0, s0
mul r1, r1, c0.x
add r2.xy, r0, c2.x
texld r3, r2, s0
mad r1, r3, c0.y, r1
add r2.xy, r0, -c2.x
texld r3, r2, s0
mad r1, r3, c0.y, r1
add r2.xy, r0, c2.y
texld r3, r2, s0
mad r1, r3, c0.z, r1
add r2.xy, r0, -c2.y
texld r3, r2, s0
mad r1, r3, c0.z, r1
add r2.xy, r0, c2.z
texld r3, r2, s0
mad r1, r3, c0.w, r1
add r2.xy, r0, -c2.z
texld r3, r2, s0
mad r1, r3, c0.w, r1
add r2.xy, r0, c2.w
texld r3, r2, s0
mad r1, r3, c1.x, r1
add r2.xy, r0, -c2.w
texld r3, r2, s0
mad r1, r3, c1.x, r1
mov oC0, r1

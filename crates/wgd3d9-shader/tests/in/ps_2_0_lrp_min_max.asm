// ps_2_0: lrp between two textures and min/max clamping
ps_2_0
dcl t0.xy
dcl t1.xy
dcl v0
dcl_2d s0
dcl_2d s1
def c0, 0.1, 0.9, 0.0, 0.0
texld r0, t0, s0
texld r1, t1, s1
lrp r2, v0.w, r0, r1
max r2, r2, c0.x
min r2, r2, c0.y
mov oC0, r2

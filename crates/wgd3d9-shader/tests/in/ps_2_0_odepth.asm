// ps_2_0: oDepth written once by mov with a replicate swizzle, along with oC0
ps_2_0
dcl t0.xy
dcl t1
dcl_2d s0
texld r0, t0, s0
rcp r1.x, t1.w
mul r1.x, t1.z, r1.x         // z / w
mov oDepth, r1.x
mov oC0, r0

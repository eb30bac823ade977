struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e7 = select(_e3, instance_index, (_e3 == 4294967295u));
    let _e11 = (_e7 & 4095u);
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx), vec4<bool>(true, true, false, false));
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(_e24.xxxx), vec4<bool>(true, false, false, false));
    let _e32 = (i32(_e28.x) + 10i);
    let _e33 = u32(_e32);
    let _e38 = consts[(_e11 + min(_e33, 265u))];
    let _e52 = (i32(_e28.x) + 11i);
    let _e53 = u32(_e52);
    let _e57 = consts[(_e11 + min(_e53, 265u))];
    let _e70 = (i32(_e28.x) + 12i);
    let _e71 = u32(_e70);
    let _e75 = consts[(_e11 + min(_e71, 265u))];
    let _e84 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e38), (_e33 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e32 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e57), (_e53 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e52 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e75), (_e71 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e70 == 4i)))), vec4<bool>(false, false, true, false));
    let _e87 = (i32(_e28.x) + 10i);
    let _e88 = u32(_e87);
    let _e92 = consts[(_e11 + min(_e88, 265u))];
    let _e105 = (i32(_e28.x) + 11i);
    let _e106 = u32(_e105);
    let _e110 = consts[(_e11 + min(_e106, 265u))];
    let _e123 = (i32(_e28.x) + 12i);
    let _e124 = u32(_e123);
    let _e128 = consts[(_e11 + min(_e124, 265u))];
    let _e138 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e92), (_e88 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e87 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e110), (_e106 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e105 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e128), (_e124 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e123 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e142 = select(_e84, (_e84 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e145 = select(_e138, (_e138 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e148 = select(_e28, floor(_e24.yyyy), vec4<bool>(true, false, false, false));
    let _e151 = (i32(_e148.x) + 10i);
    let _e152 = u32(_e151);
    let _e156 = consts[(_e11 + min(_e152, 265u))];
    let _e167 = (i32(_e148.x) + 11i);
    let _e168 = u32(_e167);
    let _e172 = consts[(_e11 + min(_e168, 265u))];
    let _e183 = (i32(_e148.x) + 12i);
    let _e184 = u32(_e183);
    let _e188 = consts[(_e11 + min(_e184, 265u))];
    let _e199 = (i32(_e148.x) + 10i);
    let _e200 = u32(_e199);
    let _e204 = consts[(_e11 + min(_e200, 265u))];
    let _e217 = (i32(_e148.x) + 11i);
    let _e218 = u32(_e217);
    let _e222 = consts[(_e11 + min(_e218, 265u))];
    let _e235 = (i32(_e148.x) + 12i);
    let _e236 = u32(_e235);
    let _e240 = consts[(_e11 + min(_e236, 265u))];
    let _e255 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(3f, 1f, 0f, 0f).yyyy + -(in1_.xxxx)), vec4<bool>(true, false, false, false));
    let _e266 = select(select(_e142, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e156), (_e152 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e151 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e172), (_e168 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e167 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e188), (_e184 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e183 == 4i)))), vec4<bool>(false, false, true, false)) * _e255.xxxx) + _e142), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e270 = consts[(_e11 + 0u)];
    let _e278 = consts[(_e11 + 1u)];
    let _e286 = consts[(_e11 + 2u)];
    let _e294 = consts[(_e11 + 3u)];
    let _e298 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e266, bitcast<vec4<f32>>(_e270))), vec4<bool>(true, false, false, false)), vec4(dot(_e266, bitcast<vec4<f32>>(_e278))), vec4<bool>(false, true, false, false)), vec4(dot(_e266, bitcast<vec4<f32>>(_e286))), vec4<bool>(false, false, true, false)), vec4(dot(_e266, bitcast<vec4<f32>>(_e294))), vec4<bool>(false, false, false, true));
    let _e302 = consts[(_e11 + 8u)];
    let _e309 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(_e145, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e204), (_e200 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e199 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e222), (_e218 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e217 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e240), (_e236 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e235 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e255.xxxx) + _e145), vec4<bool>(true, true, true, false)).xyz, bitcast<vec4<f32>>(_e302).xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e310 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e317 = consts[(_e11 + 256u)];
    let _e322 = consts[(_e11 + 257u)];
    return Output(select(_e298, ((_e298 * bitcast<vec4<f32>>(_e322)) + (bitcast<vec4<f32>>(_e317) * _e298.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e310, _e309, (_e309 >= _e310))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)), (_e7 >> 12u));
}

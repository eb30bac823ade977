struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    let _e58 = vec4<i32>(6i, 0i, 1i, 0i);
    loop_count = clamp(_e58.x, 0i, 255i);
    loop_step = _e58.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0.01f, 0f).xxxx;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e58.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e75 = loop_count;
        if (_e75 <= 0i) {
            break;
        }
        loop_count = (_e75 - 1i);
        let _e78 = v1_;
        let _e79 = r2_;
        let _e83 = (i32(_e79.x) + 10i);
        let _e84 = u32(_e83);
        let _e89 = consts[(_e13 + min(_e84, 265u))];
        let _e102 = r1_;
        let _e103 = select(_e102, vec4(dot(_e78.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e89), (_e84 < 256u)), vec4<f32>(0f, 1f, 0.01f, 0f), (_e83 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r1_ = _e103;
        if (_e103.xxxx.x < vec4<f32>(0f, 1f, 0.01f, 0f).zzzz.x) {
            break;
        }
        let _e113 = (i32(_e79.x) + 20i);
        let _e114 = u32(_e113);
        let _e118 = consts[(_e13 + min(_e114, 265u))];
        let _e124 = r0_;
        let _e126 = ((_e103.xxxx * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e118), (_e114 < 256u)), vec4<f32>(0f, 1f, 0.01f, 0f), (_e113 == 4i))) + _e124);
        r0_ = _e126;
        if (_e126.wwww.x >= vec4<f32>(0f, 1f, 0.01f, 0f).yyyy.x) {
            break;
        }
        let _e132 = loop_step;
        r2_ = select(_e79, vec4((_e79.x + f32(_e132))), vec4<bool>(true, false, false, false));
    }
    let _e138 = r0_;
    let _e140 = o0_;
    let _e143 = consts[(_e13 + 256u)];
    let _e148 = consts[(_e13 + 257u)];
    return Output(select(_e140, ((_e140 * bitcast<vec4<f32>>(_e148)) + (bitcast<vec4<f32>>(_e143) * _e140.wwww)), vec4<bool>(true, true, true, false)), saturate(_e138), (_e9 >> 12u));
}

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
    var r3_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    let _e58 = vec4<i32>(10i, 0i, 1i, 0i);
    loop_count = clamp(_e58.x, 0i, 255i);
    loop_step = _e58.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0.99f, 5f).xxxx;
    r2_ = in1_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e58.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e76 = loop_count;
        if (_e76 <= 0i) {
            break;
        }
        loop_count = (_e76 - 1i);
        let _e79 = r2_;
        let _e80 = r3_;
        let _e84 = (i32(_e80.x) + 20i);
        let _e85 = u32(_e84);
        let _e90 = consts[(_e13 + min(_e85, 265u))];
        let _e103 = r1_;
        let _e104 = select(_e103, vec4(dot(_e79.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e90), (_e85 < 256u)), vec4<f32>(0f, 1f, 0.99f, 5f), (_e84 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r1_ = _e104;
        if (_e104.xxxx.x < vec4<f32>(0f, 1f, 0.99f, 5f).xxxx.x) {
            break;
        }
        let _e114 = (i32(_e80.x) + 40i);
        let _e115 = u32(_e114);
        let _e119 = consts[(_e13 + min(_e115, 265u))];
        let _e125 = r0_;
        let _e127 = ((_e104.xxxx * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e119), (_e115 < 256u)), vec4<f32>(0f, 1f, 0.99f, 5f), (_e114 == 4i))) + _e125);
        r0_ = _e127;
        if (_e127.wwww.x >= vec4<f32>(0f, 1f, 0.99f, 5f).zzzz.x) {
            break;
        }
        if (_e127.xxxx.x > vec4<f32>(0f, 1f, 0.99f, 5f).wwww.x) {
            break;
        }
        if (_e127.yyyy.x == vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e79.wwww.x != vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e127.zzzz.x <= -(vec4<f32>(0f, 1f, 0.99f, 5f).wwww).x) {
            break;
        }
        let _e154 = loop_step;
        r3_ = select(_e80, vec4((_e80.x + f32(_e154))), vec4<bool>(true, false, false, false));
    }
    let _e160 = r0_;
    let _e161 = o0_;
    let _e164 = consts[(_e13 + 256u)];
    let _e169 = consts[(_e13 + 257u)];
    return Output(select(_e161, ((_e161 * bitcast<vec4<f32>>(_e169)) + (bitcast<vec4<f32>>(_e164) * _e161.wwww)), vec4<bool>(true, true, true, false)), _e160, (_e9 >> 12u));
}

struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
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

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    let _e46 = vec4<i32>(10i, 0i, 1i, 0i);
    loop_count = clamp(_e46.x, 0i, 255i);
    loop_step = _e46.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0.99f, 5f).xxxx;
    r2_ = in1_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e46.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e64 = loop_count;
        if (_e64 <= 0i) {
            break;
        }
        loop_count = (_e64 - 1i);
        let _e67 = r2_;
        let _e68 = r3_;
        let _e72 = (i32(_e68.x) + 20i);
        let _e78 = consts[(_e4 + min(u32(_e72), 265u))];
        let _e87 = r1_;
        let _e88 = select(_e87, vec4(dot(_e67.xyz, select(_e78, vec4<f32>(0f, 1f, 0.99f, 5f), (_e72 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r1_ = _e88;
        if (_e88.xxxx.x < vec4<f32>(0f, 1f, 0.99f, 5f).xxxx.x) {
            break;
        }
        let _e98 = (i32(_e68.x) + 40i);
        let _e103 = consts[(_e4 + min(u32(_e98), 265u))];
        let _e106 = r0_;
        let _e108 = ((_e88.xxxx * select(_e103, vec4<f32>(0f, 1f, 0.99f, 5f), (_e98 == 4i))) + _e106);
        r0_ = _e108;
        if (_e108.wwww.x >= vec4<f32>(0f, 1f, 0.99f, 5f).zzzz.x) {
            break;
        }
        if (_e108.xxxx.x > vec4<f32>(0f, 1f, 0.99f, 5f).wwww.x) {
            break;
        }
        if (_e108.yyyy.x == vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e67.wwww.x != vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e108.zzzz.x <= -(vec4<f32>(0f, 1f, 0.99f, 5f).wwww).x) {
            break;
        }
        let _e135 = loop_step;
        r3_ = select(_e68, vec4((_e68.x + f32(_e135))), vec4<bool>(true, false, false, false));
    }
    let _e141 = r0_;
    let _e142 = o0_;
    let _e146 = consts[(_e4 + 256u)];
    let _e150 = consts[(_e4 + 257u)];
    return Output(select(_e142, ((_e142 * _e150) + (_e146 * _e142.wwww)), vec4<bool>(true, true, true, false)), _e141);
}

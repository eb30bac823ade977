struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e33 = consts.c[5];
    let _e40 = consts.c[6];
    let _e47 = consts.c[7];
    let _e54 = consts.c[8];
    let _e58 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e58.x, 0i, 255i);
    loop_step = _e58.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    r0_ = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e33.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e40.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e47.xyz)), vec4<bool>(false, false, true, false));
    r1_ = _e54;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e58.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e76 = loop_count;
        if (_e76 <= 0i) {
            break;
        }
        loop_count = (_e76 - 1i);
        let _e79 = r0_;
        let _e80 = r3_;
        let _e84 = (i32(_e80.x) + 10i);
        let _e86 = consts.c[_e84];
        let _e94 = r2_;
        let _e95 = select(_e94, vec4(dot(_e79.xyz, select(_e86, vec4<f32>(0f, 1f, 0f, 0f), (_e84 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        let _e96 = _e95.xxxx;
        let _e97 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        let _e100 = select(_e95, select(_e97, _e96, (_e96 >= _e97)), vec4<bool>(true, false, false, false));
        let _e105 = (i32(_e80.x) + 20i);
        let _e107 = consts.c[_e105];
        let _e110 = r1_;
        let _e113 = loop_step;
        r2_ = _e100;
        r1_ = ((_e100.xxxx * select(_e107, vec4<f32>(0f, 1f, 0f, 0f), (_e105 == 4i))) + _e110);
        r3_ = select(_e80, vec4((_e80.x + f32(_e113))), vec4<bool>(true, false, false, false));
    }
    let _e119 = r1_;
    let _e120 = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    let _e124 = o0_;
    let _e126 = consts.c[256];
    let _e128 = consts.c[257];
    return Output(select(_e124, ((_e124 * _e128) + (_e126 * _e124.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e120, _e119, (_e119 < _e120))));
}
